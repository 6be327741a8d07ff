import { useRef } from "react";
import { ChevronIcon } from "~/ui/icons";
import type { FeaturedTile } from "./layout-data";
import { MenuPanel } from "./MenuPanel";
import { useMessages } from "~/i18n/LocaleProvider";
import { layoutMessages } from "./messages";
import { menuPanelId, type NavigationMenu } from "./navigation";

type DesktopNavProps = { menus: NavigationMenu[]; tiles: Record<string, FeaturedTile> };

const OPEN_PANEL = "[popover]:popover-open";

function panelOf(menu: NavigationMenu): HTMLElement | null {
  return document.getElementById(menuPanelId(menu));
}

/** Closes the open menu of the nav bar inside `root`, if any: the pointer left the header. */
export function closeOpenMenu(root: HTMLElement): void {
  root.querySelector<HTMLElement>(`nav ${OPEN_PANEL}`)?.hidePopover();
}

/**
 * The wide-screen nav bar (SPEC §4 desktop menu): the disclosure pattern, one button per menu,
 * each the invoker of its panel's popover. Before any script runs, a click, Enter or Space opens
 * and closes a menu, Escape and a click outside close it and focus returns to its button; once
 * hydrated, a mouse opens a menu on hover, ArrowDown opens it on its first link, an open panel
 * follows focus from button to button, and focus leaving the nav closes it.
 */
export function DesktopNav({ menus, tiles }: DesktopNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const lastPointer = useRef<string>("");
  const t = useMessages(layoutMessages);
  const anyOpen = () => navRef.current?.querySelector(OPEN_PANEL) != null;

  return (
    <nav
      ref={navRef}
      aria-label={t("mainNavigation")}
      className="ml-4 hidden self-stretch nav:flex xl:ml-8"
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) closeOpenMenu(event.currentTarget);
      }}
    >
      <ul className="flex">
        {menus.map((menu) => (
          <li
            key={menu.name}
            className="group/menu flex"
            onPointerEnter={(event) => {
              if (event.pointerType === "mouse") panelOf(menu)?.togglePopover(true);
            }}
          >
            <button
              type="button"
              popoverTarget={menuPanelId(menu)}
              onPointerDown={(event) => (lastPointer.current = event.pointerType)}
              onClick={(event) => {
                // A mouse has already opened the menu by hovering; its click must not close it again.
                if (event.detail > 0 && lastPointer.current === "mouse") event.preventDefault();
              }}
              onFocus={() => {
                if (anyOpen()) panelOf(menu)?.togglePopover(true);
              }}
              onKeyDown={(event) => {
                if (event.key !== "ArrowDown") return;
                event.preventDefault();
                const panel = panelOf(menu);
                panel?.togglePopover(true);
                panel?.querySelector<HTMLAnchorElement>("a[href]")?.focus();
              }}
              className="relative flex items-center gap-1.5 px-2.5 text-[12px] font-medium whitespace-nowrap text-ink uppercase tracking-[0.14em] transition-colors after:absolute after:inset-x-2.5 after:bottom-0 after:h-0.5 after:origin-left after:scale-x-0 after:bg-bronze after:transition-transform after:duration-300 group-has-[:popover-open]/menu:text-bronze group-has-[:popover-open]/menu:after:scale-x-100 hover:text-bronze xl:px-4 xl:after:inset-x-4"
            >
              {menu.name}
              <ChevronIcon className="hidden size-2.5 transition-transform duration-300 group-has-[:popover-open]/menu:rotate-180 xl:block" />
            </button>
            <MenuPanel
              menu={menu}
              tiles={menu.tiles.flatMap((slug) => tiles[slug] ?? [])}
              onNavigate={() => panelOf(menu)?.hidePopover()}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
