import { Link } from "react-router";
import type { LayoutData } from "./layout-data";

export function SiteHeader({ layout }: { layout: LayoutData }) {
  return (
    <header className="border-b border-line">
      <div className="mx-auto flex max-w-(--container-page) items-center justify-between px-6 py-4">
        <Link to="/" className="text-xl font-semibold tracking-tight">
          {layout.site.brand}
        </Link>
        <a href={`tel:${layout.site.phone.tel}`}>{layout.site.phone.label}</a>
      </div>
    </header>
  );
}
