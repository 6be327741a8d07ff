import { z } from "zod";

/** A BCP 47 tag of a language and a region, as the registry and the `Locale` header write it: en-US, fr-CA. */
// Pure, so that the pages, which need only the prefixes, do not bundle zod.
export const LocaleTagSchema = /* @__PURE__ */ z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, "Locale must look like en-US");

export type Units = "imperial" | "metric";

/**
 * The tag an API request's `Locale` header names: the default locale's when it names none, null when
 * it is not a tag or names a locale the site does not serve (a 400: docs/api.md).
 */
export function localeOfHeader(
  header: string | undefined,
  served: { defaultLocale: { tag: string }; byTag(tag: string): unknown },
): string | null {
  if (header === undefined) return served.defaultLocale.tag;
  const tag = LocaleTagSchema.safeParse(header);
  return tag.success && served.byTag(tag.data) ? tag.data : null;
}

/** What a page needs to know of one locale of the registry (app/i18n/locales.json). */
export type LocaleInfo = {
  tag: string;
  /** Its name in its own language, as the language switcher shows it. */
  name: string;
  /** The address prefix, such as `/fr-ca`; "" for the default locale, which keeps today's addresses. */
  prefix: string;
  units: Units;
};

/** A first address segment shaped like a locale prefix (`fr-ca`), listed in the registry or not. */
const PREFIX_SHAPE = /^[a-z]{2}-[a-z]{2}$/i;

export const prefixOf = (tag: string, defaultTag: string) => (tag === defaultTag ? "" : `/${tag.toLowerCase()}`);

/**
 * The locale prefix an address starts with and the address without it: `/fr-ca/contact-us` gives
 * `{ prefix: "/fr-ca", rest: "/contact-us" }`. An address with no such segment gives prefix "".
 */
export function splitLocalePrefix(pathname: string): { prefix: string; rest: string } {
  const end = pathname.indexOf("/", 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  if (!PREFIX_SHAPE.test(first)) return { prefix: "", rest: pathname };
  return { prefix: `/${first}`, rest: end === -1 ? "/" : pathname.slice(end) };
}

/** The address of `path` (a default-locale address, `/contact-us`) in the locale with `prefix`. */
export const localizedPath = (prefix: string, path: string) => (prefix === "" ? path : path === "/" ? prefix : `${prefix}${path}`);

/** The default-locale address of `pathname` asked for in the locale with `prefix`: the inverse of localizedPath. */
export function unprefixedPath(prefix: string, pathname: string): string {
  if (prefix === "" || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || "/";
}
