// The words of a lead's routing to dealers (issue 36), shared by the router, the dealer's pages and the inbox.
import type { LeadForm } from "./options";

/** The forms whose leads may go to a dealer: each has a ZIP or postal code. */
export const routableForms = ["lac_request_quote", "lac_contact_us", "lac_request_service"] as const satisfies readonly LeadForm[];
export type RoutableForm = (typeof routableForms)[number];
export const isRoutableForm = (form: string): form is RoutableForm => (routableForms as readonly string[]).includes(form);

/** The quote form's hidden field that names the dealer chosen on its page (`/request-quote?dealer=slug`). */
export const DEALER_FIELD = "dealer";

/** A lead goes to the sales inbox once this many dealers have passed on it or let it wait. */
export const MAX_DEALER_OFFERS = 2;
/** How long an offer's Accept and Pass links work. */
export const OFFER_LINK_DAYS = 7;

/**
 * routing: due for the router to offer it to the next dealer; offered: waiting for a dealer's
 * answer; accepted: a dealer took it; escalated: in the sales inbox (dealers passed, none answered,
 * none covers the place, or staff sent it there).
 */
export const routingStates = ["routing", "offered", "accepted", "escalated"] as const;
export type RoutingState = (typeof routingStates)[number];

/** What became of one offer: the dealer's answer, no answer in time, or staff took the lead back. */
export const offerDecisions = ["accepted", "passed", "no_answer", "withdrawn"] as const;
export type OfferDecision = (typeof offerDecisions)[number];

/** The answer a dealer's link gives. */
export type DealerAnswer = "accept" | "pass";
