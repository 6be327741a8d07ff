import { useEffect, useRef } from "react";
import { dropPanelClass } from "./drop-panel";
import { SearchIcon } from "~/ui/icons";
import { SearchForm } from "./SearchForm";
import { useMessages } from "~/i18n/LocaleProvider";
import { layoutMessages } from "./messages";

const PANEL_ID = "header-search";

/**
 * The header's search icon, the invoker of the search box's popover: the box opens with its
 * text field focused and closes on Escape or an outside click before any script runs; once
 * hydrated, it also closes on scroll and on submit (SPEC §4).
 */
export function SearchToggle() {
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => panelRef.current?.hidePopover();
  const t = useMessages(layoutMessages);
  useEffect(() => {
    const closeOnScroll = () => panelRef.current?.hidePopover();
    window.addEventListener("scroll", closeOnScroll, { passive: true });
    return () => window.removeEventListener("scroll", closeOnScroll);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label={t("search")}
        popoverTarget={PANEL_ID}
        className="grid size-11 place-items-center text-ink transition-colors hover:text-bronze has-[+:popover-open]:text-bronze"
      >
        <SearchIcon />
      </button>
      <div ref={panelRef} id={PANEL_ID} popover="auto" className={dropPanelClass}>
        <div className="mx-auto max-w-3xl px-10 py-12">
          <p className="mb-2 text-[11px] font-semibold uppercase tracking-[0.24em] text-bronze">{t("searchTheSite")}</p>
          <SearchForm id="header-search-term" autoFocus onSubmitted={close} large />
        </div>
      </div>
    </>
  );
}
