import { type SQL, and, eq, gte, ilike, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { likePattern } from "~/lib/like-pattern";
import { type DeliveryState, type LeadStatus, type RoutingFilter, isShortLeadId } from "./inbox";
import type { LeadForm } from "./options";
import type { RoutingState } from "./routing";
import { leadSubmissions } from "./tables.server";

/** Which leads to show or export. `assignee: null` asks for the unassigned ones. */
export type LeadQuery = {
  /** The leads kept as suspected spam instead of the others (the default). */
  spam?: boolean | undefined;
  form?: LeadForm | undefined;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date | undefined;
  until?: Date | undefined;
  status?: LeadStatus | undefined;
  assignee?: string | null | undefined;
  /** Where the lead is with the dealers (issue 36). */
  routing?: RoutingFilter | undefined;
  /** Matched, as typed, in the name, e-mail address, company and message. */
  q?: string | undefined;
};

export const field = (name: string) => sql<string>`${leadSubmissions.fields}->>${name}`;
export const personName = sql<string>`concat_ws(' ', ${field("first_name")}, ${field("last_name")})`;

/** The routing states each filter of the inbox stands for. */
const routingStatesOf: Record<RoutingFilter, RoutingState[]> = {
  waiting: ["routing", "offered"],
  accepted: ["accepted"],
  escalated: ["escalated"],
};

/** The leads whose routing is in one of `states`. */
const routedAs = (states: RoutingState[]) =>
  sql`exists (select 1 from lead_routing r where r.submission_id = ${leadSubmissions.id}
    and r.state in (${sql.join(
      states.map((state) => sql`${state}`),
      sql`, `,
    )}))`;

/** The leads `query` asks for, as a condition on lead_submissions. */
export function leadMatching(query: LeadQuery): SQL | undefined {
  const pattern = query.q ? likePattern(query.q) : undefined;
  return and(
    query.spam ? isNotNull(leadSubmissions.spamReason) : isNull(leadSubmissions.spamReason),
    query.form ? eq(leadSubmissions.form, query.form) : undefined,
    query.from ? gte(leadSubmissions.createdAt, query.from) : undefined,
    query.until ? lt(leadSubmissions.createdAt, query.until) : undefined,
    query.status ? eq(leadSubmissions.status, query.status) : undefined,
    query.assignee === null ? isNull(leadSubmissions.assignedTo) : undefined,
    query.assignee ? eq(leadSubmissions.assignedTo, query.assignee) : undefined,
    query.routing ? routedAs(routingStatesOf[query.routing]) : undefined,
    pattern
      ? or(
          ilike(personName, pattern),
          ilike(field("email"), pattern),
          ilike(field("company_name"), pattern),
          ilike(field("message"), pattern),
          // The audit log names a lead by the start of its id (shortLeadId), and links to this search.
          isShortLeadId(query.q) ? sql`${leadSubmissions.id}::text like ${`${query.q.toLowerCase()}%`}` : undefined,
        )
      : undefined,
  );
}

/**
 * A lead's deliveries at a glance: failed when one failed its last attempt, waiting while one is
 * not sent. Spelt out with its table names: inside a select, drizzle leaves columns unqualified.
 */
export const deliveryState = sql<DeliveryState>`case
  when exists (select 1 from lead_deliveries d where d.submission_id = lead_submissions.id
    and d.delivered_at is null and d.last_error is not null) then 'failed'
  when exists (select 1 from lead_deliveries d where d.submission_id = lead_submissions.id and d.delivered_at is null) then 'waiting'
  else 'delivered' end`;

/** Where a lead is with the dealers, as the inbox lists it: null when it was never routed. */
export const routingFilter = sql<RoutingFilter | null>`(select case
  when r.state in ('routing', 'offered') then 'waiting' else r.state end
  from lead_routing r where r.submission_id = lead_submissions.id)`;
