/** Each locale's strings of the language offer, by tag (offers.server.ts): the bar speaks the locale it offers. */
export type LanguageOffers = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Set once the visitor followed or dismissed the offer: it never shows again in this browser. */
export const OFFER_STORAGE_KEY = "language-offer";

// Storage may be refused (a private window, a blocked site): the offer then shows on each page until answered.
export function offerAnswered(): boolean {
  try {
    return window.localStorage.getItem(OFFER_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberOfferAnswered(): void {
  try {
    window.localStorage.setItem(OFFER_STORAGE_KEY, "answered");
  } catch {
    // Nothing to keep it in: the visitor will see the offer again.
  }
}
