import { useRef } from "react";
import { Link, href } from "react-router";
import { closeOpenMenu, DesktopNav } from "./DesktopNav";
import { dropPanelClass, siteHeaderAnchorClass } from "./drop-panel";
import { LanguageMenu } from "~/features/language";
import { PhoneIcon } from "~/ui/icons";
import type { FeaturedTile, LayoutData } from "./layout-data";
import { useMessages } from "~/i18n/LocaleProvider";
import { Logo } from "./Logo";
import { layoutMessages } from "./messages";
import { MobileMenu } from "./MobileMenu";
import { navigation } from "./navigation";
import { NotificationBar } from "~/ui/NotificationBar";
import { SearchToggle } from "./SearchToggle";
import { useScrollHidden } from "./use-scroll-hidden";

/** The mobile panel has room for one tile: the first one the menus ask for that has loaded. */
function firstTile(tiles: Record<string, FeaturedTile>): FeaturedTile | undefined {
  return navigation.flatMap((menu) => menu.tiles.flatMap((slug) => tiles[slug] ?? []))[0];
}

export function SiteHeader({ layout }: { layout: LayoutData }) {
  const { site, notificationBar, featuredTiles } = layout;
  const headerRef = useRef<HTMLElement>(null);
  const scrolledAway = useScrollHidden(headerRef);
  const t = useMessages(layoutMessages);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 bg-white px-4 py-3 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:shadow-lg"
      >
        {t("skipToContent")}
      </a>
      {notificationBar ? <NotificationBar bar={notificationBar} /> : null}
      <header
        ref={headerRef}
        onMouseLeave={(event) => closeOpenMenu(event.currentTarget)}
        className={`sticky top-0 z-40 border-b print:hidden border-line bg-white transition-transform duration-1000 ease-in-out has-[:focus-visible]:translate-y-0 has-[:popover-open]:translate-y-0 ${siteHeaderAnchorClass} ${scrolledAway ? "-translate-y-full" : "translate-y-0"}`}
      >
        <div className="mx-auto flex h-16 max-w-(--container-page) items-center px-6 nav:h-20 md:px-10">
          <Logo brand={site.brand} />
          <DesktopNav menus={navigation} tiles={featuredTiles} />
          <div className="ml-auto flex items-center gap-1 xl:gap-4">
            <div className="hidden nav:flex">
              <SearchToggle />
              <LanguageMenu panelClassName={dropPanelClass} />
            </div>
            <Link
              to={`tel:${site.phone.tel}`}
              aria-label={t("call", { phone: site.phone.label })}
              className="flex h-11 items-center gap-2 px-2 text-[13px] tracking-wide text-stone transition-colors hover:text-ink"
            >
              <PhoneIcon />
              <span className="hidden 2xl:inline">{site.phone.label}</span>
            </Link>
            <Link
              to={href("/request-quote")}
              className="mx-2 hidden h-11 items-center bg-bronze px-4 text-[12px] font-semibold whitespace-nowrap uppercase tracking-[0.16em] text-white transition-colors hover:bg-bronze-dark sm:inline-flex nav:mr-0 xl:ml-0 xl:px-5"
            >
              {t("requestQuote")}
            </Link>
            <MobileMenu menus={navigation} tile={firstTile(featuredTiles)} phone={site.phone} />
          </div>
        </div>
      </header>
    </>
  );
}
