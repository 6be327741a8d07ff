import { useSyncExternalStore } from "react";
import { type ConsentChoice, getConsentChoice, subscribeConsent } from "./consent";

/**
 * The visitor's stored choice, or null before one. On the server and during hydration it reads
 * "not chosen": every page's HTML carries the banner, the same for every visitor (the render cache
 * stays shared), and paints with the page instead of after hydration; the banner's inline script
 * hides it at once for a visitor who has chosen, and React drops it after hydration.
 */
export function useConsentChoice(): { chosen: boolean; choice: ConsentChoice | null } {
  const choice = useSyncExternalStore(subscribeConsent, getConsentChoice, () => null);
  return { chosen: choice !== null, choice };
}
