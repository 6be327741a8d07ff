import { useLocation, useMatches } from "react-router";
import { useLocale } from "./LocaleProvider";
import { type LocaleInfo, localizedPath } from "./locale";

/** The same page in one locale: where the language switcher and the hreflang links lead. */
export type Alternate = { tag: string; path: string };

/** A loader that knows its page's translations (a content page with localised slugs) returns them so. */
export type WithAlternates = { alternates: readonly Alternate[] };

const hasAlternates = (data: unknown): data is WithAlternates =>
  typeof data === "object" && data !== null && Array.isArray((data as Partial<WithAlternates>).alternates);

/** Every locale's address of a page whose address is the same in each but for the prefix (the code's pages). */
export const alternatesByPrefix = (locales: readonly LocaleInfo[], path: string): Alternate[] =>
  locales.map((locale) => ({ tag: locale.tag, path: localizedPath(locale.prefix, path) }));

/**
 * The addresses of this page in the locales it has: those the deepest route's loader gave, or, for
 * a page of the code, the same address under each locale's prefix.
 */
export function usePageAlternates(): readonly Alternate[] {
  const matches = useMatches();
  const { locales } = useLocale();
  const { pathname } = useLocation();
  for (let at = matches.length - 1; at >= 0; at -= 1) {
    const data = matches[at]?.loaderData;
    if (hasAlternates(data)) return data.alternates;
  }
  return alternatesByPrefix(locales, pathname);
}
