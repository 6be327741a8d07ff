import { Suspense, lazy, useState } from "react";
import { useLocation } from "react-router";
import { usePageAlternates } from "~/i18n/alternates";
import { useLocale } from "~/i18n/LocaleProvider";
import { useHydrated } from "~/lib/use-hydrated";
import { type LanguageOffers, offerAnswered, rememberOfferAnswered } from "./language-offer";
import { preferredLocale } from "./preferred-locale";

// Few visits see the offer: its code loads only when it shows.
const LanguageOfferBar = /* @__PURE__ */ lazy(() => import("./LanguageOfferBar").then((module) => ({ default: module.LanguageOfferBar })));

/**
 * Offers this page in the visitor's language, once, when the browser prefers a locale the site
 * serves other than the page's. Decided in the browser after hydration (the server renders
 * nothing: the same page for every visitor) and drawn as an overlay, so no content moves. It
 * never redirects.
 */
export function LanguageOfferSlot({ offers }: { offers: LanguageOffers }) {
  const page = useLocale();
  const alternates = usePageAlternates();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || offerAnswered()) return null;
  const offered = preferredLocale(navigator.languages, page.locales, page);
  const alternate = offered && offered.tag !== page.tag ? alternates.find((candidate) => candidate.tag === offered.tag) : undefined;
  if (!offered || !alternate) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar
        locale={offered}
        href={`${alternate.path}${search}`}
        catalogue={offers[offered.tag] ?? {}}
        onFollow={rememberOfferAnswered}
        onDismiss={() => {
          rememberOfferAnswered();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
