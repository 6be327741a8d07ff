export {
  parseConsentChoice,
  CONSENT_STORAGE_KEY,
  consentCategories,
  consentStatus,
  getConsentChoice,
  hasConsent,
  openPreferences,
  registerPreferencesOpener,
  setConsentChoice,
  subscribeConsent,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentStatus,
  type OptionalCategory,
} from "./consent";
export { useConsent } from "./use-consent";
export { CookiePreferencesButton } from "./ConsentBanner";
export { ConsentBanner } from "./lazy-consent-banner";
export { useConsentChoice } from "./use-consent-choice";
