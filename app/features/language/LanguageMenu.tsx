import { useLocale, useMessages } from "~/i18n/LocaleProvider";
import { ChevronIcon } from "~/ui/icons";
import { LanguageLinks } from "./LanguageLinks";
import { languageMessages } from "./messages";

const PANEL_ID = "language-menu";

/**
 * The header's language switcher: a button showing the page's language that opens the list of
 * locales as a popover, so it opens, closes on Escape or an outside click and returns focus
 * before any script runs.
 */
export function LanguageMenu() {
  const t = useMessages(languageMessages);
  const { tag, name } = useLocale();
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={t("currentLanguage", { name })}
        className="flex h-11 items-center gap-1.5 px-2 text-[12px] font-medium uppercase tracking-[0.14em] text-ink transition-colors hover:text-bronze focus-visible:outline-2 focus-visible:outline-bronze"
      >
        {tag.split("-")[0]}
        <ChevronIcon className="size-2.5" />
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        aria-label={t("language")}
        className="fixed inset-auto top-20 right-6 m-0 border border-line bg-white p-2 text-ink shadow-lg supports-[top:anchor(bottom)]:top-[anchor(bottom)] [position-anchor:--site-header] md:right-10"
      >
        <LanguageLinks
          linkClassName="block min-h-11 px-4 py-3 text-sm whitespace-nowrap hover:text-bronze-dark focus-visible:outline-2 focus-visible:outline-bronze"
          currentClassName="font-semibold underline underline-offset-4"
        />
      </div>
    </>
  );
}
