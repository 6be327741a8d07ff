import { useEffect, useRef } from "react";
import { Link, href } from "react-router";
import { LanguageLinks } from "~/features/language";
import type { SiteConfig } from "~/lib/site-config";
import { FeaturedTileCard } from "./FeaturedTileCard";
import { CloseIcon, MenuIcon, PhoneIcon } from "~/ui/icons";
import type { FeaturedTile } from "./layout-data";
import { useMessages } from "~/i18n/LocaleProvider";
import { layoutMessages } from "./messages";
import { MobileMenuGroup } from "./MobileMenuGroup";
import { NAV_BREAKPOINT_PX } from "./nav-breakpoint";
import type { NavigationMenu } from "./navigation";
import { SearchForm } from "./SearchForm";

type MobileMenuProps = { menus: NavigationMenu[]; tile: FeaturedTile | undefined; phone: SiteConfig["phone"] };

const PANEL_ID = "mobile-menu";

/**
 * Browsers older than invoker commands (Safari before 26.2, Firefox before 144) ignore
 * `commandfor`: once hydrated, the buttons open and close the dialog themselves there.
 */
const lacksInvokerCommands = () => !("commandForElement" in HTMLButtonElement.prototype);

/**
 * SPEC §4 mobile menu: a modal <dialog> that its buttons open and close by invoker commands, so
 * it works before any script runs (decision 0020): focus stays inside, Escape and a click outside
 * close it, focus returns to the Menu button, and CSS locks the page's scroll while it is open
 * (`app.css`). Once hydrated, it also closes on choosing a link (a client navigation) and when the
 * window grows past the mobile breakpoint, and its buttons work in browsers without invoker commands.
 */
export function MobileMenu({ menus, tile, phone }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();
  const t = useMessages(layoutMessages);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${NAV_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (wide.matches) dialogRef.current?.close();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        commandfor={PANEL_ID}
        command="show-modal"
        onClick={() => {
          if (lacksInvokerCommands()) dialogRef.current?.showModal();
        }}
        className="-mr-2 flex h-11 items-center gap-2 px-2 text-[12px] font-medium uppercase tracking-[0.16em] nav:hidden"
      >
        <MenuIcon />
        {t("menu")}
      </button>
      <dialog
        ref={dialogRef}
        id={PANEL_ID}
        aria-label={t("menu")}
        closedby="any"
        onClick={(event) => {
          // A click outside in a browser without `closedby`: the dialog box is filled by its
          // content, so a click on the dialog itself is on the backdrop.
          if (event.target === event.currentTarget) close();
        }}
        className="my-0 mr-0 ml-auto h-dvh max-h-none w-[min(calc(100%-3rem),28rem)] max-w-none translate-x-full bg-white p-0 text-ink transition-[translate,overlay,display] transition-discrete duration-300 ease-out backdrop:bg-ink/50 open:translate-x-0 starting:open:translate-x-full"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-6">
            <span className="text-[11px] font-semibold uppercase tracking-[0.24em] text-stone">{t("menu")}</span>
            <button
              type="button"
              aria-label={t("closeMenu")}
              commandfor={PANEL_ID}
              command="close"
              onClick={() => {
                if (lacksInvokerCommands()) close();
              }}
              className="-mr-3 grid size-11 place-items-center transition-colors hover:text-bronze"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="px-6 pt-5">
            <SearchForm id="mobile-search-term" onSubmitted={close} />
          </div>
          <nav aria-label={t("mainNavigation")} className="px-6 pt-2">
            {menus.map((menu) => (
              <MobileMenuGroup key={menu.name} menu={menu} onNavigate={close} />
            ))}
          </nav>
          {tile ? (
            <div className="px-6 py-8">
              <FeaturedTileCard tile={tile} onNavigate={close} />
            </div>
          ) : null}
          <div className="mt-auto flex flex-col gap-3 border-t border-line bg-linen px-6 py-6">
            <Link
              to={href("/request-quote")}
              onClick={close}
              className="flex min-h-12 items-center justify-center bg-bronze px-6 text-[12px] font-semibold uppercase tracking-[0.16em] text-white transition-colors hover:bg-bronze-dark"
            >
              {t("requestQuote")}
            </Link>
            <Link
              to={`tel:${phone.tel}`}
              className="flex min-h-12 items-center justify-center gap-2 border border-ink/20 px-6 text-sm tracking-wide text-ink"
            >
              <PhoneIcon />
              {t("call", { phone: phone.label })}
            </Link>
            <nav aria-label={t("language")}>
              <LanguageLinks
                className="flex flex-wrap justify-center gap-x-2"
                linkClassName="inline-flex min-h-11 items-center px-2 text-sm text-stone hover:text-ink"
                currentClassName="font-semibold text-ink underline underline-offset-4"
              />
            </nav>
          </div>
        </div>
      </dialog>
    </>
  );
}
