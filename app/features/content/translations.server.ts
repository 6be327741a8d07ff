import { and, eq, inArray, isNotNull, ne, or } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { tagRender } from "~/platform/render-tags.server";
import type { Block } from "../blocks/index.server";
import { inLocale, withSourceBlocks } from "./block-fallback";
import { type EntityRow, toContentPage } from "./entity-row.server";
import { contentTags } from "./render-tags";
import type { ContentPage, PageVersion } from "./schema";
import { entities } from "./tables.server";

const COMPONENT = "component";

/** Where a page is published in one locale: its address there (a localised slug, or the same path). */
export type Translation = { locale: string; path: string };

/**
 * A content address asked for in a locale (decision 0055): the page (a translation completed from
 * its source block by block, or the default locale's own), the address of its translation when
 * that has another path, or the default locale's page that has no translation in this locale.
 * `translations` lists every locale the page is published in, its source's included.
 */
export type PageInLocale =
  | { kind: "page"; page: ContentPage; translations: Translation[] }
  | { kind: "elsewhere"; path: string }
  | { kind: "untranslated"; page: ContentPage; translations: Translation[] };

/** Which version of an entity a read shows: the published one, or for a preview the draft first. */
export type Showing = "published" | "preview";
const versionShown = (row: EntityRow, showing: Showing): PageVersion | null =>
  showing === "preview" ? (row.draft ?? row.published) : row.published;

/** The content store's reads by locale: translations linked to their source by `translation_of`. */
export function createTranslationReads(db: Db, defaultLocale: string) {
  async function pageRow(path: string, locale: string): Promise<EntityRow | null> {
    const [row] = await db
      .select()
      .from(entities)
      .where(and(eq(entities.locale, locale), eq(entities.path, path), ne(entities.type, COMPONENT)))
      .limit(1);
    return row ?? null;
  }

  async function rowById(id: number): Promise<EntityRow | null> {
    tagRender(contentTags.entity(id));
    const [row] = await db.select().from(entities).where(eq(entities.id, id)).limit(1);
    return row ?? null;
  }

  /** Every published locale of the page whose source (default-locale entity) is `sourceId`. */
  async function translationsOf(sourceId: number): Promise<Translation[]> {
    tagRender(contentTags.entity(sourceId));
    return db
      .select({ locale: entities.locale, path: entities.path })
      .from(entities)
      .where(and(or(eq(entities.id, sourceId), eq(entities.translationOf, sourceId)), isNotNull(entities.published)))
      .orderBy(entities.locale);
  }

  return {
    async pageInLocale(path: string, locale: string, showing: Showing = "published"): Promise<PageInLocale | null> {
      tagRender(contentTags.path(path));
      const row = await pageRow(path, locale);
      const version = row && versionShown(row, showing);
      if (row && version) {
        const source = locale !== defaultLocale && row.translationOf !== null ? await rowById(row.translationOf) : null;
        const sourceVersion = source && versionShown(source, showing);
        const page = toContentPage(row, version);
        return {
          kind: "page",
          page: sourceVersion ? { ...page, elements: withSourceBlocks(version.elements, sourceVersion.elements, defaultLocale) } : page,
          translations: await translationsOf(source?.id ?? row.id),
        };
      }
      if (locale === defaultLocale) return null;
      const source = await pageRow(path, defaultLocale);
      const sourceVersion = source && versionShown(source, showing);
      if (!source || !sourceVersion) return null;
      const translations = await translationsOf(source.id);
      const translated = translations.find((translation) => translation.locale === locale);
      if (translated) return { kind: "elsewhere", path: translated.path };
      const page = toContentPage(source, sourceVersion);
      return {
        kind: "untranslated",
        page: { ...page, elements: page.elements.map((block) => inLocale(block, defaultLocale)) },
        translations,
      };
    },

    /**
     * Named global blocks in a locale, keyed by name: each translated component completed from
     * its source block by block, and one with no translation shown as the default locale has it, marked so.
     */
    async componentsByName(names: string[], locale: string): Promise<Record<string, Block[]>> {
      if (names.length === 0) return {};
      tagRender(...names.map(contentTags.slug));
      const sources = await db
        .select()
        .from(entities)
        .where(and(eq(entities.locale, defaultLocale), eq(entities.type, COMPONENT), inArray(entities.slug, names)));
      const ids = sources.map((row) => row.id);
      const translated =
        locale === defaultLocale || ids.length === 0
          ? []
          : await db
              .select()
              .from(entities)
              .where(and(eq(entities.locale, locale), inArray(entities.translationOf, ids)));
      const translationOf = new Map(translated.map((row) => [row.translationOf, row.published]));
      return Object.fromEntries(
        sources.flatMap((row) => {
          if (!row.slug || !row.published) return [];
          if (locale === defaultLocale) return [[row.slug, row.published.elements]];
          const translation = translationOf.get(row.id);
          const blocks = translation
            ? withSourceBlocks(translation.elements, row.published.elements, defaultLocale)
            : row.published.elements.map((block) => inLocale(block, defaultLocale));
          return [[row.slug, blocks]];
        }),
      );
    },
  };
}
