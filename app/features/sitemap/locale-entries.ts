import { type LocaleInfo, localizedPath } from "~/i18n/locale";
import type { SitemapAlternate, SitemapEntry } from "./sitemap-xml";

type Locales = readonly Pick<LocaleInfo, "tag" | "prefix">[];

/** A published content page in one locale, with the default locale's entity it is or translates. */
export type ContentSitemapEntry = { path: string; lastmod: Date; locale: string; source: number };

const xDefaultOf = (alternates: readonly SitemapAlternate[], locales: Locales) =>
  alternates.find((alternate) => alternate.tag === locales[0]?.tag)?.path;

/** A page of the code under every locale's prefix (decision 0055), each listing the others. */
export function inEveryLocale(entries: readonly SitemapEntry[], locales: Locales): SitemapEntry[] {
  return locales.flatMap((locale) =>
    entries.map((entry) => {
      const alternates = locales.map((each) => ({ tag: each.tag, path: localizedPath(each.prefix, entry.path) }));
      return { ...entry, path: localizedPath(locale.prefix, entry.path), alternates, xDefault: xDefaultOf(alternates, locales) };
    }),
  );
}

/** Content pages in the locales the site serves, each listing its translations (grouped by their source). */
export function contentInLocales(pages: readonly ContentSitemapEntry[], locales: Locales): SitemapEntry[] {
  const prefixOf = new Map(locales.map((locale) => [locale.tag, locale.prefix]));
  const served = pages.flatMap((page) => {
    const prefix = prefixOf.get(page.locale);
    return prefix === undefined ? [] : [{ ...page, address: localizedPath(prefix, page.path) }];
  });
  const bySource = new Map<number, SitemapAlternate[]>();
  for (const page of served) bySource.set(page.source, [...(bySource.get(page.source) ?? []), { tag: page.locale, path: page.address }]);
  return served.map((page) => {
    const alternates = bySource.get(page.source) ?? [];
    return { path: page.address, lastmod: page.lastmod, alternates, xDefault: xDefaultOf(alternates, locales) };
  });
}
