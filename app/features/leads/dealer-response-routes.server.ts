import { data } from "react-router";
import type { DealerAnswers } from "./dealer-answers.server";
import type { DealerResponse } from "./dealer-response";

/** What the dealer's pages need of the process. */
export type DealerResponseServices = { dealerAnswers: DealerAnswers };

/**
 * The status of each answer: a link that is not ours 400, one past its week or whose lead is gone
 * 410, an offer decided before 409; never 500.
 */
function statusOf(response: DealerResponse): number {
  switch (response.status) {
    case "invalid":
      return 400;
    case "expired":
    case "gone":
      return 410;
    case "open":
      return 200;
    case "decided":
      return response.justNow ? 200 : 409;
  }
}

// Every page of a link is the dealer's alone: never kept by a cache, never indexed.
const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

const answered = (response: DealerResponse) => data(response, { status: statusOf(response), headers });

/** The page a dealer's Accept or Pass link opens: what it will decide, and a button (GET decides nothing). */
export async function dealerResponseLoader(services: DealerResponseServices, token: string) {
  return answered(await services.dealerAnswers.view(token));
}

/** The button's post: the dealer's answer, once. */
export async function dealerResponseAction(services: DealerResponseServices, token: string) {
  return answered(await services.dealerAnswers.answer(token));
}

/** The page's headers, the same whatever the loader or action answered. */
export const dealerResponseHeaders = () => headers;
