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
export { ConsentBanner, CookiePreferencesButton } from "./ConsentBanner";
export { useConsentChoice } from "./use-consent-choice";
