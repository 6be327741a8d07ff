import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { outboxAttemptColumns, outboxColumns } from "../../lib/outbox.server";
import type { LeadFields } from "./schemas";

/** A photo a visitor attached, stored under a server-generated name in `$STORAGE_DIR/leads`. */
export type StoredPhoto = { file: string; original_name: string; content_type: string; size: number };

/** Every valid lead, written before the visitor sees the thank-you (SPEC §3 form entities). */
export const leadSubmissions = pgTable(
  "lead_submissions",
  {
    id: uuid("id").primaryKey(),
    form: text("form").notNull(),
    fields: jsonb("fields").$type<LeadFields>().notNull(),
    photos: jsonb("photos").$type<StoredPhoto[]>().notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_submissions_form_created_idx").on(table.form, table.createdAt)],
);

/**
 * email: the notification to the form's recipients; webhook: the signed JSON post; confirmation:
 * the note to the visitor that the contact form promises (SPEC §8).
 */
export const leadChannels = ["email", "webhook", "confirmation"] as const;
export type LeadChannel = (typeof leadChannels)[number];

/** The outbox: one row per lead and channel, retried with backoff until delivered. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    ...outboxColumns(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => leadSubmissions.id),
    channel: text("channel", { enum: leadChannels }).notNull(),
  },
  (table) => [index("lead_deliveries_due_idx").on(table.deliveredAt, table.nextAttemptAt)],
);

/** Each delivery attempt, for the record. */
export const leadDeliveryAttempts = pgTable(
  "lead_delivery_attempts",
  outboxAttemptColumns(() => leadDeliveries.id),
);
