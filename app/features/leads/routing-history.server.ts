import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AuditLog } from "~/features/audit/index.server";
import type { Db } from "~/platform/db";
import { shortLeadId } from "./inbox";
import { MAX_DEALER_OFFERS, isRoutableForm } from "./routing";
import { type EscalationReason, type LeadRouting, REASSIGNED, type RoutingEvent } from "./routing-history";
import { leadOffers, leadRouting } from "./tables.server";

type Offer = typeof leadOffers.$inferSelect;

/** Why the router sent a lead to the sales inbox, from the offers it had made. */
function escalationReason(offers: Offer[], place: string | null): EscalationReason {
  const last = offers.at(-1);
  if (!last) return place ? "not_covered" : "not_placed";
  if (last.byHand) return "hand_offer_declined";
  return offers.length >= MAX_DEALER_OFFERS ? "dealers_declined" : "no_other_dealer";
}

function offerEvents(offer: Offer): RoutingEvent[] {
  const dealer = { name: offer.dealer.name, slug: offer.dealer.slug };
  const offered: RoutingEvent = {
    kind: "offered",
    at: offer.offeredAt.toISOString(),
    dealer,
    byHand: offer.byHand,
    answerBy: offer.answerBy.toISOString(),
    emailedAt: offer.deliveredAt?.toISOString() ?? null,
  };
  if (!offer.decision) return [offered];
  const at = (offer.decidedAt ?? offer.offeredAt).toISOString();
  return [offered, { kind: "answered", at, dealer, decision: offer.decision }];
}

/** A reassignment as the audit log keeps it (reassign.server.ts); the full id tells apart two leads of the same short id. */
const Reassigned = z.object({
  lead: z.string(),
  dealer: z.object({ name: z.string(), slug: z.string() }).nullable(),
});

/** The lead's reassignments by hand, from the audit log: who gave it to whom, and when. */
async function reassignments(audit: Pick<AuditLog, "about">, leadId: string): Promise<(RoutingEvent & { kind: "reassigned" })[]> {
  const entries = await audit.about("leads", `lead ${shortLeadId(leadId)}`, REASSIGNED);
  return entries.flatMap((entry) => {
    const after = Reassigned.safeParse(entry.after);
    return after.success && after.data.lead === leadId
      ? [{ kind: "reassigned" as const, at: entry.at, by: entry.actorName, to: after.data.dealer }]
      : [];
  });
}

/**
 * Puts each reassignment among the offers' events: after the answers of its instant (the offer it
 * withdrew), before the offer or escalation it made. The offers' own order stays as it is.
 */
function merged(events: RoutingEvent[], handMade: RoutingEvent[]): RoutingEvent[] {
  const all = [...events];
  for (const event of handMade) {
    const index = all.findIndex((other) => other.at > event.at || (other.at === event.at && other.kind !== "answered"));
    all.splice(index === -1 ? all.length : index, 0, event);
  }
  return all;
}

/**
 * A lead's routing to dealers, for its page in the inbox: every offer and answer, and when and
 * why it reached the sales inbox. Null for a lead of a form that is never routed, and for a lead
 * kept as suspected spam (it goes nowhere until released).
 */
export async function routingHistory(
  db: Db,
  audit: Pick<AuditLog, "about">,
  lead: { id: string; form: string; spamReason: unknown },
): Promise<LeadRouting | null> {
  if (!isRoutableForm(lead.form) || lead.spamReason) return null;
  const [[routing], offers, handMade] = await Promise.all([
    db.select().from(leadRouting).where(eq(leadRouting.submissionId, lead.id)),
    db.select().from(leadOffers).where(eq(leadOffers.submissionId, lead.id)).orderBy(asc(leadOffers.offeredAt), asc(leadOffers.id)),
    reassignments(audit, lead.id),
  ]);
  if (!routing) return { state: "off", place: null, events: [] };
  // One offer is open at a time: each offer's answer comes before the next offer.
  const events = offers.flatMap(offerEvents);
  const escalatedAt = routing.updatedAt.toISOString();
  // A lead sales took into their inbox by hand says so in its reassignment; the router's escalation says why.
  const byHand = handMade.some((event) => event.to === null && event.at >= escalatedAt);
  if (routing.state === "escalated" && !byHand)
    events.push({ kind: "escalated", at: escalatedAt, reason: escalationReason(offers, routing.place) });
  return { state: routing.state, place: routing.place, events: merged(events, handMade) };
}
