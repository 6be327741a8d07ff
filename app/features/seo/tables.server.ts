import { boolean, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Old addresses kept alive (SPEC §9 "Pre-rendering": 301/302 with Location): `from` is a path of this
 * site, `to` one too or an https address (redirect-schema.ts redirectTarget). Loaded through the content
 * import and made by staff at /admin/redirects.
 */
export const redirects = pgTable("redirects", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  fromPath: text("from_path").notNull().unique(),
  toTarget: text("to_target").notNull(),
  status: smallint("status").notNull().default(301),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Written by the seed import (content/), which may replace or remove it; false once staff made or changed it. */
  seeded: boolean("seeded").notNull().default(false),
});

/**
 * Addresses that answered 404 to a visitor (issue 18): one row per normalised path, so staff can
 * redirect the ones people keep asking for. Kept to a bounded number of rows (not-found-log.server.ts).
 */
export const notFoundHits = pgTable(
  "not_found_hits",
  {
    path: text("path").primaryKey(),
    hits: integer("hits").notNull().default(1),
    firstSeen: timestamp("first_seen", { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
    /** The host of the last referring page, never its full address (it may carry a visitor's data). */
    referrerHost: text("referrer_host"),
  },
  (table) => [index("not_found_hits_last_seen").on(table.lastSeen)],
);
