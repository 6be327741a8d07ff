import { type PointerEvent, useRef } from "react";
import { flushSync } from "react-dom";
import { ChevronIcon } from "~/ui/icons";
import type { FeaturedTile } from "./layout-data";
import { MenuPanel } from "./MenuPanel";
import { menuId, type NavigationMenu } from "./navigation";

type DesktopNavProps = {
  menus: NavigationMenu[];
  tiles: Record<string, FeaturedTile>;
  openMenu: string | null;
  onOpenMenu: (name: string | null) => void;
};

const triggerId = (menu: NavigationMenu) => `nav-trigger-${menuId(menu)}`;

/**
 * The wide-screen nav bar (SPEC §4 desktop menu): the disclosure pattern, one button per menu.
 * A mouse opens a menu on hover; the keyboard opens it with Enter, Space or ArrowDown, and once
 * one is open the open panel follows focus from trigger to trigger. Escape closes it and returns
 * focus to its trigger; focus or the pointer leaving the header closes it too.
 */
export function DesktopNav({ menus, tiles, openMenu, onOpenMenu }: DesktopNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const lastPointer = useRef<string>("");

  function openWithFirstLink(menu: NavigationMenu) {
    flushSync(() => onOpenMenu(menu.name));
    document
      .getElementById(`nav-panel-${menuId(menu)}`)
      ?.querySelector<HTMLAnchorElement>("a[href]")
      ?.focus();
  }

  function hoverOpen(event: PointerEvent, menu: NavigationMenu) {
    if (event.pointerType === "mouse") onOpenMenu(menu.name);
  }

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="ml-4 hidden self-stretch nav:flex xl:ml-8"
      onBlur={(event) => {
        if (openMenu && !navRef.current?.contains(event.relatedTarget as Node | null)) onOpenMenu(null);
      }}
    >
      <ul className="flex">
        {menus.map((menu) => {
          const open = openMenu === menu.name;
          return (
            <li
              key={menu.name}
              className="flex"
              onPointerEnter={(event) => hoverOpen(event, menu)}
              onKeyDown={(event) => {
                if (event.key !== "Escape" || !open) return;
                event.stopPropagation();
                onOpenMenu(null);
                document.getElementById(triggerId(menu))?.focus();
              }}
            >
              <button
                id={triggerId(menu)}
                type="button"
                aria-expanded={open}
                aria-controls={`nav-panel-${menuId(menu)}`}
                onPointerDown={(event) => (lastPointer.current = event.pointerType)}
                onClick={(event) => {
                  // A mouse has already opened the menu by hovering; its click must not close it again.
                  const byMouse = event.detail > 0 && lastPointer.current === "mouse";
                  onOpenMenu(byMouse || !open ? menu.name : null);
                }}
                onFocus={() => {
                  if (openMenu && !open) onOpenMenu(menu.name);
                }}
                onKeyDown={(event) => {
                  if (event.key !== "ArrowDown") return;
                  event.preventDefault();
                  openWithFirstLink(menu);
                }}
                className={`relative flex items-center gap-1.5 px-2.5 text-[12px] font-medium whitespace-nowrap uppercase tracking-[0.14em] transition-colors after:absolute after:inset-x-2.5 after:bottom-0 after:h-0.5 after:origin-left after:bg-bronze after:transition-transform after:duration-300 hover:text-bronze xl:px-4 xl:after:inset-x-4 ${open ? "text-bronze after:scale-x-100" : "text-ink after:scale-x-0"}`}
              >
                {menu.name}
                <ChevronIcon className={`hidden size-2.5 transition-transform duration-300 xl:block ${open ? "rotate-180" : ""}`} />
              </button>
              <MenuPanel
                menu={menu}
                tiles={menu.tiles.flatMap((slug) => tiles[slug] ?? [])}
                open={open}
                onNavigate={() => onOpenMenu(null)}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
