import type { LocaleInfo } from "~/i18n/locale";

/**
 * The locale the site serves that the browser's languages (`navigator.languages`, best first)
 * prefer: the first language the site has, by its exact tag or, for a bare or other-region tag
 * (`fr`, `fr-FR`), its language, the page's own locale first. Undefined when none is served.
 */
export function preferredLocale(languages: readonly string[], locales: readonly LocaleInfo[], page: LocaleInfo): LocaleInfo | undefined {
  const languageOf = (tag: string) => tag.split("-")[0]?.toLowerCase();
  for (const wanted of languages) {
    const exact = locales.find((locale) => locale.tag.toLowerCase() === wanted.toLowerCase());
    if (exact) return exact;
    const language = languageOf(wanted);
    if (languageOf(page.tag) === language) return page;
    const sameLanguage = locales.find((locale) => languageOf(locale.tag) === language);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}
