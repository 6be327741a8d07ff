import { useEffect } from "react";
import { getConsentChoice, subscribeConsent, useConsent } from "~/features/consent";
import { updateConsentMode } from "./consent-mode";

export const GTM_ORIGIN = "https://www.googletagmanager.com";

/** The container's script URL; the id is checked by the config (GTM-XXXX). */
export function tagManagerUrl(containerId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * Adds the container's script once per page load; a second call (a consent change) does nothing.
 * The CSP allows its origin by name (security.ts), as a script added after load carries no nonce.
 */
export function loadTagManager(containerId: string): boolean {
  if (tagManagerLoaded(containerId)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = tagManagerUrl(containerId);
  document.head.appendChild(script);
  return true;
}

function tagManagerLoaded(containerId: string): boolean {
  return document.querySelector(`script[src="${tagManagerUrl(containerId)}"]`) !== null;
}

/**
 * Google Tag Manager, when a container is configured, loaded only once the visitor grants
 * statistics cookies (SPEC §7). Without it the data layer alone collects the events. Every new
 * choice reaches the tags as a Consent Mode update; a loaded container cannot be unloaded, so
 * withdrawing statistics reloads the page, which then runs without it.
 */
export function useTagManager(containerId: string | null): void {
  const statistics = useConsent("statistics");
  useEffect(
    () =>
      subscribeConsent(() => {
        const choice = getConsentChoice();
        if (choice) updateConsentMode(choice);
      }),
    [],
  );
  useEffect(() => {
    if (!containerId) return;
    if (statistics === "granted") loadTagManager(containerId);
    else if (statistics === "denied" && tagManagerLoaded(containerId)) window.location.reload();
  }, [containerId, statistics]);
}
