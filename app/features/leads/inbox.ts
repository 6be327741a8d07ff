// The leads inbox's words and addresses, shared by its loaders and its admin screens.
import { href } from "react-router";
import type { LeadForm } from "./options";
import type { LeadRouting } from "./routing-history";
import type { SpamReason } from "./spam";

export const leadStatuses = ["new", "handled"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = { new: "New", handled: "Handled" };

/** Why staff see a lead among the suspected spam, as the inbox says it. */
export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: "The hidden field was filled in",
  token_missing: "Sent without the form's fill token",
  token_invalid: "A fill token this site did not issue",
  too_fast: "Sent faster than a person fills the form",
  token_reused: "Its fill token had already sent another lead",
  captcha_refused: "The captcha provider refused its answer",
};

/** The suspected spam at a glance: how many leads wait for staff to look, and for how many days they are kept (0: for good). */
export type SpamSummary = { count: number; retentionDays: number };

/** How far a lead's deliveries (e-mail, webhook, confirmation) have gone: all sent, some waiting, or some failed. */
export type DeliveryState = "delivered" | "waiting" | "failed";
export const deliveryStateLabels: Record<DeliveryState, string> = {
  delivered: "All delivered",
  waiting: "Waiting",
  failed: "Failed",
};

/** Whether leads can be e-mailed now: a mail server is set up, and which forms have nobody to receive their leads. */
export type DeliveryReadiness = { mailServer: boolean; formsWithoutRecipients: LeadForm[] };

/** Why a delivery that is not sent yet cannot go out as things are set up, or null when only time (or a retry) is missing. */
export function deliveryBlocked(channel: LeadDelivery["channel"], form: LeadForm, readiness: DeliveryReadiness): string | null {
  if (channel === "webhook") return null;
  if (!readiness.mailServer) return "Not sent: no mail server is set up (SMTP_URL). It goes out once one is.";
  if (channel === "email" && readiness.formsWithoutRecipients.includes(form))
    return "Not sent: nobody is set to receive this form's leads. It goes out once an administrator sets recipients in Settings.";
  return null;
}

/** Where a lead is with the dealers, as the inbox filters and lists it (issue 36). */
export const routingFilters = ["waiting", "accepted", "escalated"] as const;
export type RoutingFilter = (typeof routingFilters)[number];
export const routingFilterLabels: Record<RoutingFilter, string> = {
  waiting: "Waiting for a dealer",
  accepted: "Accepted by a dealer",
  escalated: "Escalated",
};

/** The inbox's filter as its address holds it: dates are UTC days (YYYY-MM-DD), both ends included. */
export type InboxFilter = {
  /** "spam" lists the leads kept as suspected spam; "" every other lead. */
  view: "spam" | "";
  form: LeadForm | "";
  from: string;
  to: string;
  status: LeadStatus | "";
  /** A staff account's id, `UNASSIGNED`, or "" for anyone. */
  assignee: string;
  routing: RoutingFilter | "";
  q: string;
};

export const UNASSIGNED = "none";
export const NOTE_MAX_LENGTH = 2000;

const queryOf = (filter: Partial<InboxFilter>, page = 1) => {
  const parts = Object.entries({ ...filter, page: page > 1 ? String(page) : "" }).filter(([, value]) => value);
  const search = new URLSearchParams(parts);
  return search.size > 0 ? `?${search}` : "";
};

/** The address of one page of the inbox under `filter`; empty parts are left out. */
export const inboxHref = (filter: Partial<InboxFilter>, page = 1) => `${href("/admin/leads")}${queryOf(filter, page)}`;

/** The CSV of every lead under `filter`. */
export const inboxExportHref = (filter: Partial<InboxFilter>) => `${href("/admin/leads/export.csv")}${queryOf(filter)}`;

/** A member of staff a lead may be assigned to. */
export type Assignee = { id: string; name: string };

/** One lead as the inbox lists it. */
export type InboxRow = {
  id: string;
  form: LeadForm;
  submittedAt: string;
  /** The locale of the page it was sent from (fr-CA): the language to answer in. */
  locale: string;
  name: string;
  email: string;
  delivery: DeliveryState;
  status: LeadStatus;
  assignedTo: string | null;
  spamReason: SpamReason | null;
  /** Where it is with the dealers; null when it was never routed. */
  routing: RoutingFilter | null;
};

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pageSize: number };

export type DeliveryAttempt = { at: string; outcome: "delivered" | "failed"; error: string | null };
export type LeadDelivery = {
  id: number;
  channel: "email" | "webhook" | "confirmation" | "accepted";
  state: DeliveryState;
  attempts: DeliveryAttempt[];
  nextAttemptAt: string;
  deliveredAt: string | null;
};
export const channelLabels: Record<LeadDelivery["channel"], string> = {
  email: "E-mail to the sales team",
  webhook: "Webhook",
  confirmation: "Confirmation to the visitor",
  accepted: "Note to the visitor naming the dealer",
};

/** The address of a lead's photo (1-based), served to the sales team only. */
export const leadPhotoHref = (leadId: string, index: number) =>
  href("/admin/leads/:leadId/photos/:index", { leadId, index: String(index) });

/** One answer of a lead: its field, the form's question and the answer as the visitor chose it. */
export type LeadAnswer = { field: string; label: string; value: string };

export type LeadNote = { id: number; authorName: string; body: string; at: string };
export type LeadPhoto = { index: number; name: string; contentType: string; size: number };

/** Everything a lead's page shows. */
export type LeadDetail = {
  id: string;
  form: LeadForm;
  submittedAt: string;
  /** The locale of the page it was sent from (fr-CA): the language to answer in. */
  locale: string;
  status: LeadStatus;
  handledAt: string | null;
  assignedTo: string | null;
  /** Why it is kept as suspected spam, undelivered; null for a lead of the inbox. */
  spamReason: SpamReason | null;
  /** The answers in the order the form asks them. */
  answers: LeadAnswer[];
  name: string;
  photos: LeadPhoto[];
  deliveries: LeadDelivery[];
  notes: LeadNote[];
  /** Its way to dealers (issue 36); null for a form that is never routed, or suspected spam. */
  routing: LeadRouting | null;
};

/** A lead as people name it in the audit log and on its page: never the person, only the first part of its id. */
export const shortLeadId = (id: string) => id.slice(0, 8);

/** Text that may be the start of a lead's id as shortLeadId gives it. */
export const isShortLeadId = (text: string | undefined): text is string => /^[0-9a-f]{8}$/i.test(text ?? "");
