import { useSyncExternalStore } from "react";
import { type ConsentCategory, type ConsentStatus, consentStatus, subscribeConsent } from "./consent";

/** The live consent status of a category: "unknown" while server-rendering and before a choice. */
export function useConsent(category: ConsentCategory): ConsentStatus {
  return useSyncExternalStore(
    subscribeConsent,
    () => consentStatus(category),
    () => "unknown",
  );
}
