import type { PageLocale } from "./LocaleProvider";
import type { LocaleRegistry, RegisteredLocale } from "./locales.server";

/** The locale as the page's document carries it: what the browser needs, nothing of the server's. */
export function pageLocale(registry: LocaleRegistry, locale: RegisteredLocale): PageLocale {
  return {
    tag: locale.tag,
    name: locale.name,
    prefix: locale.prefix,
    units: locale.units,
    messages: locale.messages,
    locales: registry.all.map(({ tag, name, prefix, units }) => ({ tag, name, prefix, units })),
  };
}
