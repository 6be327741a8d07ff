import { boolean, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Old addresses kept alive (SPEC §9 "Pre-rendering": 301/302 with Location): `from` and `to` are
 * paths of this site (app/lib/links.ts sameSitePath). Loaded through the content import.
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
