import { useLocale, useMessages } from "~/i18n/LocaleProvider";
import { ChevronIcon } from "~/ui/icons";
import { LanguageLinks } from "./LanguageLinks";
import { languageMessages } from "./messages";

const PANEL_ID = "language-menu";

/**
 * The header's language switcher: a button showing the page's language, the invoker of a panel
 * that drops below the header like the menus and the search box (`panelClassName`), so it opens,
 * closes on Escape or an outside click and gives focus back before any script runs.
 */
export function LanguageMenu({ panelClassName }: { panelClassName: string }) {
  const t = useMessages(languageMessages);
  const { tag, name } = useLocale();
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        className="flex h-11 items-center gap-1.5 px-2 text-[12px] font-medium uppercase tracking-[0.14em] text-ink transition-colors hover:text-bronze"
      >
        {tag.split("-")[0]}
        {/* The visible code starts the name, so a voice user says what they see (WCAG 2.5.3). */}
        <span className="sr-only"> – {t("currentLanguage", { name })}</span>
        <ChevronIcon className="size-2.5" />
      </button>
      <nav id={PANEL_ID} popover="auto" aria-label={t("language")} className={panelClassName}>
        <LanguageLinks
          className="mx-auto flex max-w-3xl flex-wrap justify-center gap-x-8 px-10 py-6"
          linkClassName="inline-flex min-h-11 items-center text-lg font-light hover:text-bronze"
          currentClassName="text-bronze underline underline-offset-8"
        />
      </nav>
    </>
  );
}
