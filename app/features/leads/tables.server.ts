import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { outboxAttemptColumns, outboxColumns } from "../../platform/outbox.server";
import type { LeadStatus } from "./inbox";
import type { LeadFields } from "./schemas";
import type { SpamReason } from "./spam";

/** A photo a visitor attached, stored under a server-generated name in `$STORAGE_DIR/leads`. */
export type StoredPhoto = { file: string; original_name: string; content_type: string; size: number };

/**
 * Every valid lead, written before the visitor sees the thank-you (SPEC §3 form entities). A lead
 * the spam checks doubt is kept too, with its reason, undelivered and out of the inbox's default view.
 */
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
    /** Where the sales team is with the lead (the leads inbox). */
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The staff account that follows the lead up; text without a reference, so the lead outlives the account. */
    assignedTo: text("assigned_to"),
    /** Why the lead looks like a bot's; null for a lead delivered as usual (or released by staff). */
    spamReason: text("spam_reason").$type<SpamReason>(),
  },
  (table) => [
    index("lead_submissions_form_created_idx").on(table.form, table.createdAt),
    index("lead_submissions_created_idx").on(table.createdAt),
    index("lead_submissions_spam_created_idx")
      .on(table.createdAt)
      .where(sql`${table.spamReason} is not null`),
  ],
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
      .references(() => leadSubmissions.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: leadChannels }).notNull(),
  },
  (table) => [index("lead_deliveries_due_idx").on(table.deliveredAt, table.nextAttemptAt)],
);

/** Each delivery attempt, for the record. */
export const leadDeliveryAttempts = pgTable(
  "lead_delivery_attempts",
  outboxAttemptColumns(() => leadDeliveries.id, { onDelete: "cascade" }),
);

/** What staff wrote about a lead: only ever added, each with its author and time. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => leadSubmissions.id, { onDelete: "cascade" }),
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_notes_submission_idx").on(table.submissionId, table.createdAt)],
);

/**
 * The fill tokens stored leads have used: a token serves one lead (fill-token.server.ts). The row
 * names the lead without a reference, so a token stays used after its lead is deleted; rows go
 * once the token has expired anyway.
 */
export const leadFillTokens = pgTable(
  "lead_fill_tokens",
  {
    token: text("token").primaryKey(),
    submissionId: uuid("submission_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("lead_fill_tokens_expires_idx").on(table.expiresAt)],
);
