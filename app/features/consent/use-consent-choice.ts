import { useSyncExternalStore } from "react";
import { type ConsentChoice, getConsentChoice, subscribeConsent } from "./consent";

/**
 * The visitor's stored choice, or null before one. On the server and during hydration it reads
 * "chosen" (no banner), so every visitor gets the same HTML and the render cache stays shared;
 * the banner appears on the client only.
 */
export function useConsentChoice(): { chosen: boolean; choice: ConsentChoice | null } {
  const choice = useSyncExternalStore(subscribeConsent, getConsentChoice, () => undefined);
  return { chosen: choice !== null, choice: choice ?? null };
}
