import type { ConsentChoice } from "~/features/consent";

type ConsentSignal = "granted" | "denied";

/** The storage types of Google Consent Mode v2, each granted by one of the visitor's categories. */
export type ConsentModeState = {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
  functionality_storage: ConsentSignal;
  personalization_storage: ConsentSignal;
  security_storage: ConsentSignal;
};

const signal = (granted: boolean): ConsentSignal => (granted ? "granted" : "denied");

/** What the visitor's choice grants; no choice grants only what the site needs to work. */
export function consentModeState(choice: ConsentChoice | null): ConsentModeState {
  return {
    ad_storage: signal(choice?.marketing === true),
    ad_user_data: signal(choice?.marketing === true),
    ad_personalization: signal(choice?.marketing === true),
    analytics_storage: signal(choice?.statistics === true),
    functionality_storage: signal(choice?.preferences === true),
    personalization_storage: signal(choice?.preferences === true),
    security_storage: "granted",
  };
}

/**
 * gtag's own shape: Google's tags read consent commands only from an `arguments` object in the
 * data layer, not from an array or a plain object.
 */
function gtag(..._command: ["consent", "default" | "update", ConsentModeState]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- the tags recognise only an Arguments object
  window.dataLayer.push(arguments);
}

/**
 * Starts the page's data layer with the Consent Mode default (everything optional denied), then
 * the stored choice, before any tag can run: called once, before hydration (entry.client.tsx).
 */
export function startConsentMode(choice: ConsentChoice | null): void {
  gtag("consent", "default", consentModeState(null));
  if (choice) gtag("consent", "update", consentModeState(choice));
}

/** Tells the tags of a new choice. */
export function updateConsentMode(choice: ConsentChoice): void {
  gtag("consent", "update", consentModeState(choice));
}
