import { asc, eq } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { MAX_DEALER_OFFERS, isRoutableForm } from "./routing";
import type { EscalationReason, LeadRouting, RoutingEvent } from "./routing-history";
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

/**
 * A lead's routing to dealers, for its page in the inbox: every offer and answer, and when and
 * why it reached the sales inbox. Null for a lead of a form that is never routed, and for a lead
 * kept as suspected spam (it goes nowhere until released).
 */
export async function routingHistory(db: Db, lead: { id: string; form: string; spamReason: unknown }): Promise<LeadRouting | null> {
  if (!isRoutableForm(lead.form) || lead.spamReason) return null;
  const [[routing], offers] = await Promise.all([
    db.select().from(leadRouting).where(eq(leadRouting.submissionId, lead.id)),
    db.select().from(leadOffers).where(eq(leadOffers.submissionId, lead.id)).orderBy(asc(leadOffers.offeredAt), asc(leadOffers.id)),
  ]);
  if (!routing) return { state: "off", place: null, events: [] };
  // One offer is open at a time: each offer's answer comes before the next offer.
  const events = offers.flatMap(offerEvents);
  if (routing.state === "escalated")
    events.push({ kind: "escalated", at: routing.updatedAt.toISOString(), reason: escalationReason(offers, routing.place) });
  return { state: routing.state, place: routing.place, events };
}
