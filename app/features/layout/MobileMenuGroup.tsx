import { Link } from "react-router";
import { PlusIcon } from "~/ui/icons";
import { isGroup, isLink, type NavGroup, type NavLink, type NavigationMenu } from "./navigation";

function Links({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.url}>
          <Link to={link.url} onClick={onNavigate} className="block py-1.5 text-[15px] text-stone transition-colors hover:text-ink">
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One menu of the mobile panel: a native disclosure, so it opens and closes without our code. */
export function MobileMenuGroup({ menu, onNavigate }: { menu: NavigationMenu; onNavigate: () => void }) {
  const items: Array<NavLink | NavGroup> = menu.children;
  return (
    <details className="group border-b border-line">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between py-3 text-xl font-light tracking-tight [&::-webkit-details-marker]:hidden">
        {menu.name}
        <PlusIcon className="size-4 text-bronze transition-transform duration-300 group-open:rotate-45" />
      </summary>
      <div className="pb-6">
        {menu.isMultiCol ? (
          <div className="space-y-6">
            {items.filter(isGroup).map((group) => (
              <div key={group.name}>
                <p className="mb-2 text-[11px] font-semibold uppercase tracking-[0.22em] text-bronze">
                  {group.url ? (
                    <Link to={group.url} onClick={onNavigate}>
                      {group.name}
                    </Link>
                  ) : (
                    group.name
                  )}
                </p>
                <Links links={group.children} onNavigate={onNavigate} />
              </div>
            ))}
          </div>
        ) : (
          <Links links={items.filter(isLink)} onNavigate={onNavigate} />
        )}
      </div>
    </details>
  );
}
