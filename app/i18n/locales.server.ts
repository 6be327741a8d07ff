import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import bundledRegistry from "./locales.json";
import { type LocaleInfo, LocaleTagSchema, prefixOf } from "./locale";

const CatalogueSchema = z.record(z.string().min(1).max(200), z.string().max(5_000));
/** The strings of one locale other than the default, by key (`layout.menu`); the default's live in TypeScript. */
export type Catalogue = z.infer<typeof CatalogueSchema>;

const RegistrySchema = z.object({
  locales: z
    .array(
      z.object({
        tag: LocaleTagSchema,
        name: z.string().min(1).max(60),
        units: z.enum(["imperial", "metric"]),
        // PostgreSQL's text-search configuration of the locale's content (site search).
        textSearch: z.string().regex(/^[a-z_]{2,40}$/),
        // The catalogue file, relative to the registry; the default locale's strings are the code's own.
        messages: z.string().min(1).max(200).optional(),
      }),
    )
    .min(1)
    .max(40),
});

export type RegisteredLocale = LocaleInfo & { textSearch: string; messages: Catalogue };

/** The locales the site serves, read once at start: the default first, then the others in the registry's order. */
export type LocaleRegistry = {
  defaultLocale: RegisteredLocale;
  all: readonly RegisteredLocale[];
  /** The locale whose prefix is `prefix` (`/fr-ca`, or "" for the default), if the site serves it. */
  byPrefix(prefix: string): RegisteredLocale | undefined;
  byTag(tag: string): RegisteredLocale | undefined;
};

/**
 * Reads the registry at `file` (or the bundled app/i18n/locales.json) and the catalogues it names.
 * Throws on a registry that names the default locale nowhere, lists a tag twice or misses a file:
 * the server must not start half-translated.
 */
export function loadLocaleRegistry(defaultTag: string, file?: string): LocaleRegistry {
  const raw: unknown = file ? JSON.parse(readFileSync(file, "utf8")) : bundledRegistry;
  const registry = RegistrySchema.parse(raw);
  const readCatalogue = (name: string | undefined, tag: string): Catalogue => {
    if (name === undefined || tag === defaultTag) return {};
    const source: unknown = file ? JSON.parse(readFileSync(path.resolve(path.dirname(file), name), "utf8")) : bundledCatalogues[name];
    if (source === undefined) throw new Error(`The catalogue ${name} of ${tag} is missing.`);
    return CatalogueSchema.parse(source);
  };
  const locales = registry.locales.map((entry): RegisteredLocale => ({
    tag: entry.tag,
    name: entry.name,
    units: entry.units,
    textSearch: entry.textSearch,
    prefix: prefixOf(entry.tag, defaultTag),
    messages: readCatalogue(entry.messages, entry.tag),
  }));
  const byPrefix = new Map(locales.map((locale) => [locale.prefix, locale]));
  if (byPrefix.size !== locales.length) throw new Error("The locale registry lists a locale twice.");
  const defaultLocale = byPrefix.get("");
  if (!defaultLocale) throw new Error(`The locale registry does not list the default locale ${defaultTag}.`);
  const all = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
  return {
    defaultLocale,
    all,
    byPrefix: (prefix) => byPrefix.get(prefix),
    byTag: (tag) => all.find((locale) => locale.tag === tag),
  };
}

// The bundled registry's catalogues, so the production build reads no file from app/ at run time.
const bundledCatalogues: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>("./messages/*.json", { eager: true, import: "default" })).map(([key, value]) => [
    key.slice(2),
    value,
  ]),
);
