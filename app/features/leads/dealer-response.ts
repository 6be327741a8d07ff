// What a dealer's Accept or Pass link opens (issue 36), shared by its loader and its page.
import { href } from "react-router";
import type { DealerAnswer, OfferDecision } from "./routing";

/** The offer as its page tells the dealer about it: no personal details, which the e-mail has. */
export type OfferFacts = { dealerName: string; leadTitle: string; place: string | null; receivedAt: string; answerBy: string };

export type DealerResponse =
  /** Not a link of ours: forged, altered or cut short. */
  | { status: "invalid" }
  | { status: "expired" }
  /** The lead is no longer kept (deleted by staff or by the retention period). */
  | { status: "gone" }
  /** Waiting for the dealer: the page asks before it decides. */
  | { status: "open"; answer: DealerAnswer; offer: OfferFacts }
  /** Decided: by this post (`justNow`), or before. */
  | { status: "decided"; decision: OfferDecision; decidedAt: string; justNow: boolean; offer: OfferFacts };

/** The page of a dealer's link. */
export const dealerResponsePath = (token: string) => href("/dealer-response/:token", { token });
