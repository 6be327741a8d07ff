import { useEffect } from "react";
import { useConsent } from "~/features/consent";

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
  const src = tagManagerUrl(containerId);
  if (document.querySelector(`script[src="${src}"]`)) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
  return true;
}

/**
 * Google Tag Manager, when a container is configured, loaded only once the visitor grants
 * statistics cookies (SPEC §7). Without it the data layer alone collects the events.
 */
export function useTagManager(containerId: string | null): void {
  const statistics = useConsent("statistics");
  useEffect(() => {
    if (containerId && statistics === "granted") loadTagManager(containerId);
  }, [containerId, statistics]);
}
