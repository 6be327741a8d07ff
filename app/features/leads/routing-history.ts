// A lead's routing to dealers as the inbox shows it (issue 36): shared by the inbox's service and its lead page.
import type { OfferDecision, RoutingState } from "./routing";

/** A dealer as a lead's routing names it: the snapshot kept with the offer. */
export type RoutedDealer = { name: string; slug: string };

/**
 * Why a lead went to the sales inbox without a person sending it there: its code could not be
 * placed, no dealer covers the place, the dealers passed or let it wait, or the dealer sales chose
 * by hand did.
 */
export const escalationReasons = ["not_placed", "not_covered", "no_other_dealer", "dealers_declined", "hand_offer_declined"] as const;
export type EscalationReason = (typeof escalationReasons)[number];

export const escalationReasonLabels: Record<EscalationReason, string> = {
  not_placed: "its ZIP or postal code could not be placed",
  not_covered: "no dealer covers the place",
  no_other_dealer: "the dealer passed or did not answer in time, and no other dealer covers the place",
  dealers_declined: "two dealers passed or did not answer in time",
  hand_offer_declined: "the dealer chosen by hand passed or did not answer in time",
};

/** The audit log's action for a lead given by hand to a dealer or to the sales team. */
export const REASSIGNED = "reassigned to a dealer or the sales team";

/** What the audit log keeps of a reassignment (`after`): the lead, and the dealer it went to (null: the sales team). */
export type Reassigned = { lead: string; dealer: RoutedDealer | null };

/** What the lead page's reassignment form sends: one constant for the form and the action. */
export const reassignFields = { dealer: "dealer", search: "dealers" } as const;
/** The choice of the sales team rather than a dealer. */
export const SALES_TEAM = "sales";

/** An active dealer sales may give the lead to, with its distance from the lead ("12.4 mi") when the lead is placed. */
export type DealerOption = { slug: string; name: string; city: string; state: string; distance: string | null };

/** One step of a lead's routing, in the order they happened. */
export type RoutingEvent =
  | {
      kind: "offered";
      at: string;
      dealer: RoutedDealer;
      /** Sales chose the dealer (a reassignment) rather than the router. */
      byHand: boolean;
      answerBy: string;
      /** When the offer's e-mail reached the mail server; null while it waits in the outbox. */
      emailedAt: string | null;
    }
  | { kind: "answered"; at: string; dealer: RoutedDealer; decision: OfferDecision }
  | { kind: "escalated"; at: string; reason: EscalationReason }
  /** A member of staff gave the lead to a dealer (offered next) or to the sales team (null). */
  | { kind: "reassigned"; at: string; by: string; to: RoutedDealer | null };

/**
 * Where a routed lead is and how it got there. `off`: the form's routing was switched off when
 * the lead came in (or it came before routing existed), so it went to the sales inbox at once.
 */
export type LeadRouting = {
  state: RoutingState | "off";
  /** Where its postal code lies ("92056 (Oceanside, CA)"), once placed. */
  place: string | null;
  events: RoutingEvent[];
};

/** The dealer who has the lead now (accepted) or is asked (offered): the last offer's. */
export function currentDealer(routing: LeadRouting): RoutedDealer | null {
  const last = routing.events.findLast((event) => event.kind === "offered");
  return last?.kind === "offered" ? last.dealer : null;
}
