import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { silentLogger } from "../../../tests/support/silent-logger";
import { createContentService } from "../content/index.server";
import type { EntityInput } from "../content";
import { createAuditLog } from "../audit/index.server";
import { searchPages } from "./pages.server";
import { syncContentIndex } from "./sync.server";
import { searchDocuments } from "./tables.server";

const copy = (id: string, text: string) => ({ id, render_name: "copy", value: { copy_text: `<p>${text}</p>` } });

/** A blog post published on the given day of January 2025; the cheap order is newest first. */
function post(slug: string, day: number, title: string, body: string): EntityInput {
  return {
    type: "blog",
    path: `/blog/${slug}`,
    publicationDate: `2025-01-${String(day).padStart(2, "0")}`,
    published: { title, metadata: {}, elements: [copy(slug, body)] },
  };
}

// Every post mentions the term; "deep" says it most but is oldest, "titled" has it in its title.
const fixtures: EntityInput[] = [
  post("titled", 1, "Wombat care", "A note."),
  post("deep", 2, "Old notes", "wombat wombat wombat wombat wombat wombat"),
  post("once-a", 3, "Notes A", "a wombat"),
  post("once-b", 4, "Notes B", "a wombat"),
  post("twice", 5, "Notes C", "wombat and wombat"),
  post("once-d", 6, "Notes D", "a wombat"),
  post("newest", 7, "Notes E", "a wombat"),
];

describe.each(testDatabases())("search pages on $name", ({ open }) => {
  let database: Database;
  const term = sql`websearch_to_tsquery('english', 'wombat')`;
  const inLocale = sql`${searchDocuments.locale} = 'en-US'`;

  beforeAll(async () => {
    database = await open();
    const content = createContentService(database.db, "en-US", { audit: createAuditLog(database.db) });
    await content.saveEntities(fixtures, silentLogger);
    await syncContentIndex(database.db);
  });
  afterAll(() => database.close());

  async function paths(ids: number[]): Promise<string[]> {
    const rows = await database.db.select({ id: searchDocuments.id, path: searchDocuments.path }).from(searchDocuments);
    const byId = new Map(rows.map((row) => [row.id, row.path]));
    return ids.map((id) => byId.get(id) ?? "?");
  }

  it.each([
    {
      // The shortlist holds every match: the title match, then by relevance, ties newest first.
      shortlist: 100,
      order: ["titled", "deep", "twice", "newest", "once-d", "once-b", "once-a"],
    },
    {
      // Shortlist: titled, then newest, once-d, twice; "twice" ranks first among those without the title.
      // Past it: once-b, once-a, deep, newest first although "deep" says it most.
      shortlist: 4,
      order: ["titled", "twice", "newest", "once-d", "once-b", "once-a", "deep"],
    },
  ])(
    "ranks the first $shortlist matches of the cheap order by relevance and keeps the rest in that order",
    async ({ shortlist, order }) => {
      const page = await searchPages(database.db, shortlist).ranked(term, inLocale, 16, 0);
      expect(page.total).toBe(7);
      expect(await paths(page.ids)).toEqual(order.map((slug) => `/blog/${slug}`));
    },
  );

  it.each([1, 2, 3, 5])("pages of %i across the shortlist's end give each match once, with the exact total", async (size) => {
    const pages = searchPages(database.db, 4);
    const whole = await pages.ranked(term, inLocale, 16, 0);
    const paged: number[] = [];
    for (let from = 0; from < 9; from += size) {
      const page = await pages.ranked(term, inLocale, size, from);
      expect(page.total).toBe(7);
      paged.push(...page.ids);
    }
    expect(paged).toEqual(whole.ids);
  });
});
