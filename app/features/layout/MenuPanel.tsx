import { Link } from "react-router";
import { dropPanelClass } from "./drop-panel";
import { FeaturedTileCard } from "./FeaturedTileCard";
import type { FeaturedTile } from "./layout-data";
import { isGroup, isLink, menuPanelId, type NavGroup, type NavLink, type NavigationMenu } from "./navigation";

type MenuPanelProps = { menu: NavigationMenu; tiles: FeaturedTile[]; onNavigate: () => void };

const groupHeading = "text-[11px] font-semibold uppercase tracking-[0.22em] text-bronze";

function GroupColumn({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  return (
    <div>
      <h3 className={groupHeading}>
        {group.url ? (
          <Link to={group.url} onClick={onNavigate} className="transition-colors hover:text-ink">
            {group.name}
          </Link>
        ) : (
          group.name
        )}
      </h3>
      <ul className="mt-5 space-y-2.5">
        {group.children.map((link) => (
          <li key={link.url}>
            <Link to={link.url} onClick={onNavigate} className="text-[15px] leading-snug text-stone transition-colors hover:text-ink">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LinkList({ menu, links, onNavigate }: { menu: NavigationMenu; links: NavLink[]; onNavigate: () => void }) {
  return (
    <div>
      <h3 className={groupHeading}>{menu.name}</h3>
      <ul className="mt-6 grid max-w-3xl grid-cols-2 gap-x-12 gap-y-4">
        {links.map((link) => (
          <li key={link.url}>
            <Link
              to={link.url}
              onClick={onNavigate}
              className="text-xl font-light tracking-tight text-ink transition-colors hover:text-bronze"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A wide menu's drop-down: in the HTML from the first byte, a popover hidden until its button opens it. */
export function MenuPanel({ menu, tiles, onNavigate }: MenuPanelProps) {
  const items: Array<NavLink | NavGroup> = menu.children;
  return (
    <div id={menuPanelId(menu)} popover="auto" className={dropPanelClass}>
      <div className="mx-auto flex max-w-(--container-page) gap-10 px-10 py-12 xl:gap-16">
        <div className="min-w-0 flex-1">
          {menu.isMultiCol ? (
            <div className="grid grid-cols-5 gap-6 xl:gap-8">
              {items.filter(isGroup).map((group) => (
                <GroupColumn key={group.name} group={group} onNavigate={onNavigate} />
              ))}
            </div>
          ) : (
            <LinkList menu={menu} links={items.filter(isLink)} onNavigate={onNavigate} />
          )}
        </div>
        {tiles.length > 0 ? (
          <div className="flex w-56 shrink-0 flex-col gap-8 border-l border-line pl-8 xl:w-80 xl:pl-16">
            {tiles.map((tile) => (
              <FeaturedTileCard key={tile.slug} tile={tile} onNavigate={onNavigate} />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
