import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { AuditArea } from "./audit";

/**
 * Every change made in the admin: who, when, what and the state before and after. Rows are only
 * ever added; before/after hold what the screen changed, never a lead's personal details.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff account's id, kept as text so the entry outlives the account. */
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    area: text("area").$type<AuditArea>().notNull(),
    /** A verb in the past tense of the area's words: published, moved, created, role changed... */
    action: text("action").notNull(),
    /** What was changed, as people call it: a page's path, a redirect's source, a user's e-mail. */
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [index("audit_entries_at_idx").on(table.at), index("audit_entries_area_at_idx").on(table.area, table.at)],
);
