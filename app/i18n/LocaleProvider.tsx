import { type ReactNode, createContext, useContext, useMemo } from "react";
import type { LocaleInfo } from "./locale";
import { type Messages, type Translate, translator } from "./messages";

/** What every page knows of its locale: sent with the document by the root loader (page-locale.server.ts). */
export type PageLocale = LocaleInfo & {
  /** The locale's catalogue by `namespace.key`; empty for the default locale, whose strings are the code's. */
  messages: Readonly<Record<string, string>>;
  /** Every locale the site serves, the default first, for the language switcher and the alternates. */
  locales: readonly LocaleInfo[];
};

const EN_US: LocaleInfo = { tag: "en-US", name: "English (US)", prefix: "", units: "imperial" };

/** Where no page gave its locale (a component test, the error page before any data): en-US. */
export const DEFAULT_PAGE_LOCALE: PageLocale = { ...EN_US, messages: {}, locales: [EN_US] };

const LocaleContext = createContext<PageLocale>(DEFAULT_PAGE_LOCALE);

export function LocaleProvider({ locale, children }: { locale: PageLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = (): PageLocale => useContext(LocaleContext);

/** The page's strings of one part of the site: `const t = useMessages(layoutMessages); t("menu")`. */
export function useMessages<Key extends string>(messages: Messages<Key>): Translate<Key> {
  const catalogue = useLocale().messages;
  return useMemo(() => translator(messages, catalogue), [messages, catalogue]);
}
