import { localizedPath, unprefixedPath } from "~/i18n/locale";
import type { SiteConfig } from "~/lib/site-config";

/** Query parameters that only say where a visitor came from; a canonical URL never carries them. */
const trackingParameters = new Set([
  "gclid",
  "dclid",
  "fbclid",
  "msclkid",
  "yclid",
  "twclid",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "ref",
]);

function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || trackingParameters.has(lower);
}

/** The site's canonical origin: https on the configured www host (SPEC §9). */
export function canonicalOrigin(site: Pick<SiteConfig, "canonicalHost">): string {
  return `https://${site.canonicalHost}`;
}

/**
 * The canonical address of `pathOrUrl` (a path, or an absolute URL of this site or any host):
 * forced onto the canonical host over https, without tracking parameters, fragment or trailing
 * slash, and under the page's locale prefix (`site.locale`) whether or not it had it.
 */
export function canonicalUrl(site: Pick<SiteConfig, "canonicalHost" | "locale">, pathOrUrl: string): string {
  const origin = canonicalOrigin(site);
  const url = new URL(pathOrUrl, origin);
  const prefix = site.locale?.prefix ?? "";
  const path = localizedPath(prefix, unprefixedPath(prefix, url.pathname.replace(/\/+$/, "") || "/"));
  const canonical = new URL(path, origin);
  for (const [name, value] of url.searchParams) {
    if (!isTrackingParameter(name)) canonical.searchParams.append(name, value);
  }
  return canonical.href;
}

/** An address for content (images, videos): absolute as given, or a path resolved on the canonical origin. */
export function absoluteUrl(site: Pick<SiteConfig, "canonicalHost">, pathOrUrl: string): string {
  return new URL(pathOrUrl, canonicalOrigin(site)).href;
}
