import { classifyLink } from "./links";

/** What a rich-text link may say about how it opens, and nothing else (issue 38). */
export type RichTextLinkAttributes = { target: "_blank" | null; rel: string | null };

/** The rel words a rich-text link keeps: noopener for a new tab, and nofollow only where an editor asked for it. */
const allowedRel = new Set(["noopener", "noreferrer", "nofollow"]);

/** Whether a link stays on this site: a path, this site's own origin, a contact link or a document of ours. */
export function isInternalLink(href: string, siteOrigins: readonly string[]): boolean {
  const link = classifyLink(href, siteOrigins);
  return link.kind !== "external" && (link.kind !== "pdf" || link.pdfUrl.startsWith("/"));
}

/**
 * How a rich-text link opens: a link to this site's own pages is a plain link (no new tab, nothing
 * for search engines); a link to another site opens in a new tab only when asked, with noopener
 * then, and keeps nofollow only when it was asked for. Any other target or rel word is dropped.
 */
export function richTextLinkAttributes(
  href: string,
  asked: { target?: string | null | undefined; rel?: string | null | undefined },
  siteOrigins: readonly string[],
): RichTextLinkAttributes {
  if (isInternalLink(href, siteOrigins)) return { target: null, rel: null };
  const target = asked.target === "_blank" ? "_blank" : null;
  const rel = new Set(
    (asked.rel ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => allowedRel.has(word)),
  );
  if (target) rel.add("noopener");
  return { target, rel: rel.size > 0 ? [...rel].join(" ") : null };
}
