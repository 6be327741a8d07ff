export type LinkTarget =
  | { kind: "internal"; to: string }
  | { kind: "external"; href: string }
  | { kind: "pdf"; href: string; pdfUrl: string };

const SAFE_SCHEMES = /^(https?:|mailto:|tel:)/i;

/** The PDF viewer address for a document (SPEC §2: any link ending in .pdf opens there). */
export function pdfViewerHref(pdfUrl: string, title: string): string {
  return `/pdfViewer?${new URLSearchParams({ pdf: pdfUrl, title }).toString()}`;
}

function endsInPdf(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/)[0] ?? "");
}

/**
 * SPEC §5: links starting with the site's own origin become internal routes, other http(s)
 * links are external, anything else is internal. Script URLs never become links.
 */
export function classifyLink(url: string, siteOrigins: readonly string[], title = ""): LinkTarget {
  const trimmed = url.trim();
  const own = siteOrigins.find((origin) => trimmed === origin || trimmed.startsWith(`${origin}/`));
  const local = own ? trimmed.slice(own.length) || "/" : trimmed;
  if (endsInPdf(local)) return { kind: "pdf", href: pdfViewerHref(local, title), pdfUrl: local };
  if (!own && /^https?:\/\//i.test(local)) return { kind: "external", href: local };
  if (/^(mailto:|tel:)/i.test(local)) return { kind: "external", href: local };
  if (/^[a-z][a-z0-9+.-]*:/i.test(local) && !SAFE_SCHEMES.test(local)) return { kind: "internal", to: "/" };
  return { kind: "internal", to: local.startsWith("/") || local.startsWith("#") ? local : `/${local}` };
}
