import { href } from "react-router";
import { type SQL, and, arrayContains, asc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { AuditRecorder } from "../audit/index.server";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import { tagRender } from "~/platform/render-tags.server";
import { sanitiseVersion } from "./sanitise.server";
import type { Block } from "../blocks/index.server";
import { type ContentPage, EntityInputSchema } from "./schema";
import { entities } from "./tables.server";
import { type EntityRow, toContentPage } from "./entity-row.server";
import type { Overview, OverviewFilter } from "./overview";
import { entityOverview } from "./overview.server";
import { createContentEditing } from "./editing.server";
import { createEditorPresence } from "./presence.server";
import { type EntityUsing, entitiesUsing } from "./usage.server";
import { type SeedEntityRemoval, removeEntitiesGoneFromSeed } from "./seed.server";
import { contentTags } from "./render-tags";
import { createTranslationReads } from "./translations.server";

/** The entity list query (SPEC §7 `GET entities?...`); `page` is 1-based. */
export type EntityListQuery = {
  type?: string | undefined;
  tag?: string | undefined;
  /** Render names of the elements each item carries; none means items come without elements. */
  withElements?: string[] | undefined;
  sortByElementDesc?: "publication_date" | undefined;
  limit: number;
  page: number;
};

export type EntityList = { data: ContentPage[]; total: number };

export type ContentServiceOptions = {
  /** Where every write to the store is announced, so the pages that showed it are rendered afresh. */
  changes?: SiteChanges;
  /** Where the editors' changes are recorded (features/audit). */
  audit: AuditRecorder;
  /** The addresses of this site, whose links in rich text are plain links (SITE_URL and the canonical host). */
  siteOrigins?: readonly string[];
};

const COMPONENT = "component";

export type ContentService = ReturnType<typeof createContentService>;

/** The columns an import writes, taken from the row it tried to insert. */
const importedSet = Object.fromEntries(
  (
    [
      "type",
      "path",
      "slug",
      "locale",
      "tags",
      "publicationDate",
      "published",
      "draft",
      "translationOf",
      "sourceRevision",
      "updatedAt",
    ] as const
  ).map((column) => [column, sql.raw(`excluded."${entities[column].name}"`)]),
);

const SAVE_CHUNK = 250;

/**
 * An import's rows in chunks of one statement each, in their order; a path listed twice starts a
 * new chunk, since one statement may not upsert a row twice (the later one wins, as row by row).
 */
function saveChunks<Row extends { path: string }>(rows: Row[]): Row[][] {
  const chunks: Row[][] = [];
  let paths = new Set<string>();
  for (const row of rows) {
    if (chunks.length === 0 || paths.has(row.path) || chunks.at(-1)!.length === SAVE_CHUNK) {
      chunks.push([]);
      paths = new Set();
    }
    chunks.at(-1)!.push(row);
    paths.add(row.path);
  }
  return chunks;
}

/**
 * The content service. Reads for visitors return published versions only; the draft leaves it
 * only through `previewByPath`. Writes validate and sanitise every entity as it enters the store.
 */
export function createContentService(db: Db, defaultLocale: string, options: ContentServiceOptions) {
  async function rowWhere(where: SQL | undefined): Promise<EntityRow | null> {
    const [row] = await db.select().from(entities).where(where).limit(1);
    return row ?? null;
  }
  const translations = createTranslationReads(db, defaultLocale);

  /** The default locale's entities at `paths`, which entities of another locale translate, by path. */
  async function sourcesOf(locale: string, paths: string[]): Promise<Map<string, { id: number; revision: number }>> {
    if (locale === defaultLocale || paths.length === 0) return new Map();
    const rows = await db
      .select({ id: entities.id, path: entities.path, revision: entities.revision })
      .from(entities)
      .where(and(eq(entities.locale, defaultLocale), inArray(entities.path, paths)));
    return new Map(rows.map((row) => [row.path, row]));
  }

  return {
    /** The editors' writes: drafts, publishing, history (editing.server.ts). */
    editing: createContentEditing(db, options.changes, options.audit, options.siteOrigins),

    /** Who has which page open in the editor, shared by the instances (presence.server.ts). */
    presence: createEditorPresence({ changes: options.changes }),

    /**
     * The published pages and articles a sitemap lists, in every locale: not components, not the
     * not-found page, not metaNoIndex. `source` is the default locale's entity a page is or translates.
     */
    async sitemapEntries(): Promise<{ path: string; lastmod: Date; locale: string; source: number }[]> {
      const rows = await db
        .select({
          id: entities.id,
          path: entities.path,
          updatedAt: entities.updatedAt,
          locale: entities.locale,
          translationOf: entities.translationOf,
        })
        .from(entities)
        .where(
          and(
            isNotNull(entities.published),
            ne(entities.type, COMPONENT),
            ne(entities.path, href("/404")),
            sql`coalesce((${entities.published}->'metadata'->>'metaNoIndex')::boolean, false) = false`,
          ),
        )
        .orderBy(entities.locale, entities.path);
      return rows.map((row) => ({ path: row.path, lastmod: row.updatedAt, locale: row.locale, source: row.translationOf ?? row.id }));
    },

    /** Whether the store holds no entity in any locale: a new site, which gets the demo content. */
    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(entities);
      return (row?.count ?? 0) === 0;
    },

    defaultLocale,

    /** A content address in a locale: the page, its translation's address or the untranslated source. */
    pageInLocale: translations.pageInLocale,

    /** The published page at `path`; components are not pages. */
    async pageByPath(path: string, locale = defaultLocale): Promise<ContentPage | null> {
      tagRender(contentTags.path(path));
      const row = await rowWhere(and(eq(entities.locale, locale), eq(entities.path, path), ne(entities.type, COMPONENT)));
      return row?.published ? toContentPage(row, row.published) : null;
    },

    /** Preview: the draft of the page at `path` when it has one, else its published version. */
    async previewByPath(path: string, locale = defaultLocale): Promise<ContentPage | null> {
      const row = await rowWhere(and(eq(entities.locale, locale), eq(entities.path, path), ne(entities.type, COMPONENT)));
      const version = row?.draft ?? row?.published;
      return row && version ? toContentPage(row, version) : null;
    },

    async entityById(id: number): Promise<ContentPage | null> {
      tagRender(contentTags.entity(id));
      const row = await rowWhere(eq(entities.id, id));
      return row?.published ? toContentPage(row, row.published) : null;
    },

    async entityBySlug(slug: string, locale = defaultLocale): Promise<ContentPage | null> {
      tagRender(contentTags.slug(slug));
      const row = await rowWhere(and(eq(entities.locale, locale), eq(entities.slug, slug), isNotNull(entities.published)));
      return row?.published ? toContentPage(row, row.published) : null;
    },

    /**
     * Named global blocks (notification bar, navigation featured tiles), keyed by name; in another
     * locale, each completed from the default locale's (translations.server.ts).
     */
    componentsByName(names: string[], locale = defaultLocale): Promise<Record<string, Block[]>> {
      return translations.componentsByName(names, locale);
    },

    /** Every entity, drafts and components included, as the editors' list shows it. */
    overview(query: OverviewFilter & { page: number }, locale = defaultLocale): Promise<Overview> {
      return entityOverview(db, locale, query);
    },

    /** Entities whose published version or draft carries `text`, such as a media file's address. */
    pathsUsing(text: string, locale = defaultLocale): Promise<EntityUsing[]> {
      return entitiesUsing(db, locale, text);
    },

    /** Published entities (never components) by type and tag, one page of them, with the total. */
    async listEntities(query: EntityListQuery, locale = defaultLocale): Promise<EntityList> {
      tagRender(contentTags.list(query.type ?? "any"));
      const where = and(
        eq(entities.locale, locale),
        isNotNull(entities.published),
        query.type ? eq(entities.type, query.type) : ne(entities.type, COMPONENT),
        query.tag ? arrayContains(entities.tags, [query.tag]) : undefined,
      );
      const order = query.sortByElementDesc ? [sql`${entities.publicationDate} desc nulls last`, asc(entities.path)] : [asc(entities.path)];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(entities)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(entities)
          .where(where),
      ]);
      const wanted = new Set(query.withElements ?? []);
      const data = rows.flatMap((row) => {
        if (!row.published) return [];
        const page = toContentPage(row, row.published);
        return [{ ...page, elements: page.elements.filter((block) => wanted.has(block.render_name)) }];
      });
      return { data, total: count?.total ?? 0 };
    },

    /**
     * Stores entities, matched by locale and path (so saving twice leaves one copy). Each is
     * validated and its HTML sanitised first; an invalid one is logged and skipped, never stored.
     */
    async saveEntities(
      inputs: readonly unknown[],
      log: Logger,
      locale = defaultLocale,
    ): Promise<{ saved: number; rejected: number; keptEdited: number }> {
      const parsed = inputs.map((input) => EntityInputSchema.safeParse(input));
      const sources = await sourcesOf(
        locale,
        parsed.flatMap((result) => (result.success && result.data.translationOf ? [result.data.translationOf] : [])),
      );
      const rows = parsed.flatMap((result, index) => {
        const path = (inputs[index] as { path?: unknown } | null)?.path;
        if (!result.success) {
          log.error({ index, path, issues: result.error.issues.slice(0, 5) }, "content entity rejected");
          return [];
        }
        const entity = result.data;
        const source = entity.translationOf === undefined ? undefined : sources.get(entity.translationOf);
        if (entity.translationOf !== undefined && !source) {
          log.error({ index, path, translationOf: entity.translationOf }, "content translation rejected: its source is not in the store");
          return [];
        }
        return [
          {
            type: entity.type,
            path: entity.path,
            slug: entity.slug ?? null,
            locale,
            tags: entity.tags,
            publicationDate: entity.publicationDate ? new Date(entity.publicationDate) : null,
            published: entity.published ? sanitiseVersion(entity.published, options.siteOrigins) : null,
            draft: entity.draft ? sanitiseVersion(entity.draft, options.siteOrigins) : null,
            translationOf: source?.id ?? null,
            sourceRevision: source?.revision ?? null,
            updatedAt: new Date(),
          },
        ];
      });
      let saved = 0;
      if (rows.length > 0) {
        await db.transaction(async (tx) => {
          for (const chunk of saveChunks(rows)) {
            // What an editor changed is theirs: a seed import never writes over it.
            const written = await tx
              .insert(entities)
              .values(chunk)
              .onConflictDoUpdate({ target: [entities.locale, entities.path], set: importedSet, where: isNull(entities.updatedBy) })
              .returning({ id: entities.id });
            saved += written.length;
          }
        });
        await options.changes?.publish({ kind: "content", tags: "all" });
      }
      const keptEdited = rows.length - saved;
      if (keptEdited > 0) log.info({ keptEdited }, "content import left the entities editors changed as they are");
      return { saved, rejected: inputs.length - rows.length, keptEdited };
    },

    /** After a seed import: removes what the seed put in and no longer lists, unless an editor changed it. */
    async removeGoneFromSeed(seedPaths: readonly string[], locale = defaultLocale): Promise<SeedEntityRemoval> {
      const result = await removeEntitiesGoneFromSeed(db, seedPaths, locale);
      if (result.removed.length > 0) await options.changes?.publish({ kind: "content", tags: "all" });
      return result;
    },
  };
}
