import { Suspense, lazy, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { type LanguageOffers, offerAnswered } from "./language-offer";

// The offer is decided in the browser only: its code loads after hydration, never with the page.
const LanguageOffer = /* @__PURE__ */ lazy(() => import("./LanguageOffer").then((module) => ({ default: module.LanguageOffer })));

/**
 * Offers this page in the visitor's language, once, when the browser prefers a locale the site
 * serves other than the page's. The server renders nothing (the same page for every visitor);
 * the bar is an overlay, so no content moves. It never redirects.
 */
export function LanguageOfferSlot({ offers }: { offers: LanguageOffers }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || offerAnswered()) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offers={offers} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
