import { Link } from "react-router";
import { PlusIcon } from "~/ui/icons";
import { footerLinks, type NavigationMenu } from "./navigation";

const heading = "text-[11px] font-semibold uppercase tracking-[0.24em] text-white";

/**
 * A footer link group: a <details> that collapses on small screens; from the `md` breakpoint
 * its content is always shown and a plain heading replaces the toggle.
 */
export function FooterGroup({ menu }: { menu: NavigationMenu }) {
  return (
    <div className="border-b border-white/10 md:border-0">
      <h2 className={`hidden md:block ${heading}`}>{menu.name}</h2>
      <details className="group md:details-content:[content-visibility:visible]">
        <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between md:hidden [&::-webkit-details-marker]:hidden">
          <h2 className={heading}>{menu.name}</h2>
          <PlusIcon className="size-4 text-white/60 transition-transform duration-300 group-open:rotate-45" />
        </summary>
        <ul className="space-y-3 pb-6 md:mt-5 md:pb-0">
          {footerLinks(menu).map((link) => (
            <li key={link.url}>
              <Link to={link.url} className="text-sm text-white/70 transition-colors hover:text-white">
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
