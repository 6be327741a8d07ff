import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Settings staff change in the admin, one row per group ("company", "lead_recipients"); a group
 * with no row keeps the defaults the server starts with.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});
