import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { LeadDealer } from "~/features/dealers/index.server";
import { outboxAttemptColumns, outboxColumns } from "../../platform/outbox.server";
import type { LeadStatus } from "./inbox";
import { offerDecisions, routingStates } from "./routing";
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
    /** The locale of the page the visitor sent it from (decision 0055): the language to answer in. */
    locale: text("locale").notNull().default("en-US"),
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
 * the note to the visitor that the contact form promises (SPEC §8); accepted: the note to that
 * visitor naming the dealer who accepted the lead (issue 36).
 */
export const leadChannels = ["email", "webhook", "confirmation", "accepted"] as const;
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

/**
 * A lead routed to dealers (issue 36): where its routing is, and when the router next looks at it
 * (`next_step_at`: now for a lead to offer, the answer's deadline while a dealer has it, a lease
 * while a router works on it, null once it is settled). One row per lead, locked by whoever moves
 * it on, so a lead is never offered to two dealers at once.
 */
export const leadRouting = pgTable(
  "lead_routing",
  {
    submissionId: uuid("submission_id")
      .primaryKey()
      .references(() => leadSubmissions.id, { onDelete: "cascade" }),
    /** The dealer the visitor chose (the quote form from a dealer's page): offered first while active. */
    chosenDealer: text("chosen_dealer"),
    /** Where the lead's postal code lies ("92056 (Oceanside, CA)"), once the router placed it; null when it cannot be placed. */
    place: text("place"),
    state: text("state", { enum: routingStates }).notNull().default("routing"),
    nextStepAt: timestamp("next_step_at", { withTimezone: true }).defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_routing_due_idx")
      .on(table.nextStepAt)
      .where(sql`${table.nextStepAt} is not null`),
    index("lead_routing_state_idx").on(table.state),
  ],
);

/**
 * Each offer of a lead to a dealer, and the outbox of its e-mail (the lead's details with the
 * Accept and Pass links). The dealer is kept as it was when offered: the record stays true when the
 * dealer changes or goes. At most one offer of a lead is undecided (the partial unique index).
 */
export const leadOffers = pgTable(
  "lead_offers",
  {
    ...outboxColumns(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => leadSubmissions.id, { onDelete: "cascade" }),
    dealer: jsonb("dealer").$type<LeadDealer>().notNull(),
    /** Sales chose the dealer by hand. */
    byHand: boolean("by_hand").notNull().default(false),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull(),
    /** DEALER_ACCEPT_HOURS after the offer: then it goes to the next dealer. */
    answerBy: timestamp("answer_by", { withTimezone: true }).notNull(),
    decision: text("decision", { enum: offerDecisions }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("lead_offers_submission_idx").on(table.submissionId, table.offeredAt),
    uniqueIndex("lead_offers_one_open_key")
      .on(table.submissionId)
      .where(sql`${table.decision} is null`),
    index("lead_offers_due_idx").on(table.deliveredAt, table.nextAttemptAt),
  ],
);

/** Each attempt to e-mail an offer, for the record. */
export const leadOfferAttempts = pgTable(
  "lead_offer_attempts",
  outboxAttemptColumns(() => leadOffers.id, { onDelete: "cascade" }),
);
