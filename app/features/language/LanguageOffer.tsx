import { useLocation } from "react-router";
import { usePageAlternates } from "~/i18n/alternates";
import { useLocale } from "~/i18n/LocaleProvider";
import { type LanguageOffers, rememberOfferAnswered } from "./language-offer";
import { LanguageOfferBar } from "./LanguageOfferBar";
import { preferredLocale } from "./preferred-locale";

/**
 * The bar that offers this page in the browser's preferred locale, when the site serves it and it
 * is not the page's; nothing otherwise. `onDismiss` hides it.
 */
export function LanguageOffer({ offers, onDismiss }: { offers: LanguageOffers; onDismiss: () => void }) {
  const page = useLocale();
  const alternates = usePageAlternates();
  const { search } = useLocation();
  const offered = preferredLocale(navigator.languages, page.locales, page);
  const alternate = offered && offered.tag !== page.tag ? alternates.find((candidate) => candidate.tag === offered.tag) : undefined;
  if (!offered || !alternate) return null;
  return (
    <LanguageOfferBar
      locale={offered}
      href={`${alternate.path}${search}`}
      catalogue={offers[offered.tag] ?? {}}
      onFollow={rememberOfferAnswered}
      onDismiss={() => {
        rememberOfferAnswered();
        onDismiss();
      }}
    />
  );
}
