import { useEffect, useEffectEvent, useRef } from "react";
import { dropPanelClass } from "./drop-panel";
import { SearchIcon } from "~/ui/icons";
import { SearchForm } from "./SearchForm";
import { useOutsidePointerDown } from "./use-outside-pointer-down";

const PANEL_ID = "header-search";

/** The header's search icon; it reveals the search box, which closes on scroll, outside click, Escape or submit. */
export function SearchToggle({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useOutsidePointerDown(rootRef, open, () => onOpenChange(false));
  const close = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus({ preventScroll: true });
    window.addEventListener("scroll", close, { passive: true });
    return () => window.removeEventListener("scroll", close);
  }, [open]);

  return (
    <div
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        onOpenChange(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => onOpenChange(!open)}
        className={`grid size-11 place-items-center transition-colors hover:text-bronze ${open ? "text-bronze" : "text-ink"}`}
      >
        <SearchIcon />
      </button>
      <div id={PANEL_ID} className={dropPanelClass(open)}>
        <div className="mx-auto max-w-3xl px-10 py-12">
          <p className="mb-2 text-[11px] font-semibold uppercase tracking-[0.24em] text-bronze">Search the site</p>
          <SearchForm id="header-search-term" inputRef={inputRef} onSubmitted={() => onOpenChange(false)} large />
        </div>
      </div>
    </div>
  );
}
