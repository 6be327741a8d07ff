import sanitizeHtml from "sanitize-html";
import { richTextLinkAttributes } from "~/lib/rich-text-links";
import { htmlFieldNames, type Block } from "../blocks/index.server";
import type { PageVersion } from "./schema";

const headings = ["h2", "h3", "h4", "h5", "h6"];
const tableParts = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];

// An allow-list: whatever is not named here (scripts, styles, forms, event handlers, classes,
// inline styles) is dropped. Only http(s), mailto and tel links survive; images are http(s) only.
const richText: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "b",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "small",
    "code",
    "pre",
    "span",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "img",
    "figure",
    "figcaption",
    ...headings,
    ...tableParts,
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
};

// Embedded players (code_snippet) may frame YouTube and Vimeo, nothing else.
const embed: sanitizeHtml.IOptions = {
  ...richText,
  allowedTags: [...(richText.allowedTags || []), "iframe"],
  allowedAttributes: {
    ...richText.allowedAttributes,
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading", "referrerpolicy"],
  },
  allowedSchemesByTag: { ...(richText.allowedSchemesByTag as Record<string, string[]>), iframe: ["https"] },
  allowedIframeHostnames: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"],
  allowIframeRelativeUrls: false,
};

/**
 * A link keeps only how the editor asked it to open (issue 38): a link to this site's own pages is
 * plain, another site's opens in a new tab (with noopener) or keeps nofollow only when asked.
 */
function linksAsAsked(siteOrigins: readonly string[]): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const { target, rel, ...rest } = attribs;
    const kept = richTextLinkAttributes(rest.href ?? "", { target, rel }, siteOrigins);
    return {
      tagName,
      attribs: { ...rest, ...(kept.target ? { target: kept.target } : {}), ...(kept.rel ? { rel: kept.rel } : {}) },
    };
  };
}

/**
 * Sanitises the HTML of one field; `code_snippet` may also embed a YouTube or Vimeo player. A link
 * starting with one of `siteOrigins` is one of this site's own.
 */
export function sanitiseHtml(html: string, field: string, siteOrigins: readonly string[] = []): string {
  return sanitizeHtml(html, { ...(field === "code_snippet" ? embed : richText), transformTags: { a: linksAsAsked(siteOrigins) } });
}

function sanitiseField(value: unknown, field: string, siteOrigins: readonly string[]): unknown {
  if (typeof value === "string") return sanitiseHtml(value, field, siteOrigins);
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === "string" ? sanitiseHtml(item, field, siteOrigins) : sanitiseValue(item, siteOrigins)));
  }
  return sanitiseValue(value, siteOrigins);
}

/** The HTML field a key of `node` names: a listed field name, or the `value` of a block whose kind is one. */
function htmlFieldOf(node: Record<string, unknown>, key: string): string | null {
  if (htmlFieldNames.has(key)) return key;
  const kind = node.render_name;
  return key === "value" && typeof kind === "string" && htmlFieldNames.has(kind) ? kind : null;
}

/** Walks a block tree (nested `elements` included): every HTML field, at any depth, is sanitised. */
function sanitiseValue(value: unknown, siteOrigins: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => sanitiseValue(item, siteOrigins));
  if (value === null || typeof value !== "object") return value;
  const node = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => {
      const field = htmlFieldOf(node, key);
      return [key, field ? sanitiseField(child, field, siteOrigins) : sanitiseValue(child, siteOrigins)];
    }),
  );
}

/** The HTML of a page version made safe to show, once, as it enters the store; `siteOrigins` are this site's own. */
export function sanitiseVersion(version: PageVersion, siteOrigins: readonly string[] = []): PageVersion {
  return { ...version, elements: version.elements.map((block) => sanitiseValue(block, siteOrigins) as Block) };
}
