import { href } from "react-router";
import { hasUnreadableText } from "~/platform/unreadable-text";

export type LinkTarget =
  | { kind: "internal"; to: string }
  | { kind: "external"; href: string }
  | { kind: "contact"; href: string }
  | { kind: "pdf"; href: string; pdfUrl: string }
  | { kind: "none" };

/** The PDF viewer address for a document (SPEC §2: any link ending in .pdf opens there). */
export function pdfViewerHref(pdfUrl: string, title: string): string {
  return `${href("/pdfViewer")}?${new URLSearchParams({ pdf: pdfUrl, title }).toString()}`;
}

function endsInPdf(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/)[0] ?? "");
}

/** The part after one of our origins, or null when `url` does not start with one. */
function localPart(url: string, siteOrigins: readonly string[]): string | null {
  const lower = url.toLowerCase();
  const own = siteOrigins.find((origin) => lower.startsWith(origin.toLowerCase()) && /^([/?#]|$)/.test(url.slice(origin.length)));
  if (own === undefined) return null;
  const rest = url.slice(own.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * SPEC §5: links starting with the site's own origin become internal routes, other http(s)
 * links are external, anything else is internal. Any other scheme (javascript:, data:) never
 * becomes a link; mailto: and tel: stay in the same tab.
 */
export function classifyLink(url: string, siteOrigins: readonly string[], title = ""): LinkTarget {
  const trimmed = url.trim();
  // Browsers drop tabs and newlines inside URLs, so "java\tscript:" is still a script.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed.replace(/[\t\n\r]/g, ""))?.[1]?.toLowerCase();
  if (scheme && !["http", "https", "mailto", "tel"].includes(scheme)) return { kind: "none" };
  if (scheme === "mailto" || scheme === "tel") return { kind: "contact", href: trimmed };

  const local = localPart(trimmed, siteOrigins);
  const target = local ?? trimmed;
  if (endsInPdf(target)) return { kind: "pdf", href: pdfViewerHref(target, title), pdfUrl: target };
  // "//host" and "/\host" leave the site just like "https://host".
  if (local === null && (scheme || /^[/\\]{2}/.test(trimmed))) return { kind: "external", href: trimmed };
  if (/^[/#?]/.test(target)) return { kind: "internal", to: target.replace(/^[/\\]{2,}/, "/") };
  return { kind: "internal", to: `/${target}` };
}

const SAME_SITE_BASE = "http://same-site.invalid";

/**
 * `value` when a browser sent to it stays on this site (a path, with any query or fragment), else
 * null: `//host`, `/\host` (browsers read it as `//host`), whitespace (browsers drop tabs and line
 * breaks, so `/\t/host` is `//host` too), control characters and schemes all leave or mislead.
 * Every redirect built from input goes through this.
 */
export function sameSitePath(value: string): string | null {
  if (!value.startsWith("/") || /^\/[/\\]/.test(value) || /[\\\s]/.test(value) || hasUnreadableText(value)) return null;
  try {
    return new URL(value, SAME_SITE_BASE).origin === SAME_SITE_BASE ? value : null;
  } catch {
    return null;
  }
}
