import type { LocaleRegistry } from "~/i18n/locales.server";
import type { LanguageOffers } from "./language-offer";
import { offerMessages } from "./offer-messages";

/** Each locale's strings of the language offer, sent with every page: the bar is written in the locale it offers. */
export function languageOffers(registry: LocaleRegistry): LanguageOffers {
  const prefix = `${offerMessages.namespace}.`;
  return Object.fromEntries(
    registry.all.map((locale) => [
      locale.tag,
      Object.fromEntries(Object.entries(locale.messages).filter(([key]) => key.startsWith(prefix))),
    ]),
  );
}
