import type { SiteConfig } from "~/lib/site-config";

export function SiteFooter({ site }: { site: SiteConfig }) {
  return (
    <footer className="bg-ink px-6 py-10 text-white">
      <p>
        © {new Date().getFullYear()} {site.legalName}
      </p>
    </footer>
  );
}
