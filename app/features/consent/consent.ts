/**
 * The visitor's cookie-consent choice, kept in the browser only (localStorage), so the server
 * never varies a page on it and the render cache stays shared: every page's HTML has the banner,
 * and `HIDE_BANNER_SCRIPT` hides it before the first paint when a choice is stored. One small module that the PDF
 * viewer, the video players, the captcha, the tag manager and the consent banner all read.
 */
import { isRecord, parseJson } from "~/lib/narrow";

export const consentCategories = ["necessary", "preferences", "statistics", "marketing"] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type OptionalCategory = Exclude<ConsentCategory, "necessary">;
export type ConsentChoice = Record<OptionalCategory, boolean>;
/** "unknown" on the server and until the visitor has chosen. */
export type ConsentStatus = "granted" | "denied" | "unknown";

export const CONSENT_STORAGE_KEY = "doors_consent";
const CHOICE_VERSION = 1;

type Listener = () => void;
const listeners = new Set<Listener>();
let preferencesOpener: (() => void) | null = null;
let cached: { raw: string | null; choice: ConsentChoice | null } | undefined;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser: no choice can be remembered
  }
}

/** The stored choice; anything else (another version, not JSON, not an object) counts as no choice. */
export function parseConsentChoice(raw: string | null): ConsentChoice | null {
  const value = raw ? parseJson(raw) : undefined;
  if (!isRecord(value) || value.version !== CHOICE_VERSION) return null;
  return {
    preferences: value.preferences === true,
    statistics: value.statistics === true,
    marketing: value.marketing === true,
  };
}

export const CONSENT_BANNER_ID = "consent-banner";

/**
 * The inline script after the server-rendered banner: hides it at once when a choice is stored,
 * by the same test as `parseConsentChoice` (a JSON object of this version), so the banner never
 * shows to a visitor who chose and never stays hidden for one React thinks has not. Tiny, and run
 * under the page's CSP nonce; blocked storage or bad JSON leave the banner showing.
 */
export const HIDE_BANNER_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));if(c&&typeof c=="object"&&!Array.isArray(c)&&c.version===${CHOICE_VERSION})document.getElementById(${JSON.stringify(CONSENT_BANNER_ID)}).hidden=true}catch(e){}`;

/** The stored choice, or null when the visitor has not chosen yet (or on the server). */
export function getConsentChoice(): ConsentChoice | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY) ?? null;
  if (cached?.raw !== raw) cached = { raw, choice: parseConsentChoice(raw) };
  return cached.choice;
}

export function consentStatus(category: ConsentCategory): ConsentStatus {
  if (category === "necessary") return "granted";
  const choice = getConsentChoice();
  if (!choice) return "unknown";
  return choice[category] ? "granted" : "denied";
}

/** True only once the visitor has granted the category; necessary cookies are always allowed. */
export function hasConsent(category: ConsentCategory): boolean {
  return consentStatus(category) === "granted";
}

export function setConsentChoice(choice: ConsentChoice): void {
  storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CHOICE_VERSION, ...choice, savedAt: new Date().toISOString() }));
  for (const listener of [...listeners]) listener();
}

/** Calls the listener after every change of the choice; returns the unsubscribe function. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

/** Opens the consent preferences (the banner registers itself); a no-op before it has. */
export function openPreferences(): void {
  preferencesOpener?.();
}

/** For the consent banner only: the function `openPreferences()` runs. */
export function registerPreferencesOpener(open: () => void): () => void {
  preferencesOpener = open;
  return () => {
    if (preferencesOpener === open) preferencesOpener = null;
  };
}
