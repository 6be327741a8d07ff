import sanitizeHtml from "sanitize-html";
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
  transformTags: { a: withSafeTarget },
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

/** A link that opens a new tab must not hand the opened page a handle on ours. */
function withSafeTarget(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (attribs.target !== "_blank") return { tagName, attribs };
  const rel = new Set((attribs.rel ?? "").split(/\s+/).filter(Boolean));
  rel.add("noopener");
  return { tagName, attribs: { ...attribs, rel: [...rel].join(" ") } };
}

/** Sanitises the HTML of one field; `code_snippet` may also embed a YouTube or Vimeo player. */
export function sanitiseHtml(html: string, field: string): string {
  return sanitizeHtml(html, field === "code_snippet" ? embed : richText);
}

function sanitiseField(value: unknown, field: string): unknown {
  if (typeof value === "string") return sanitiseHtml(value, field);
  if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? sanitiseHtml(item, field) : sanitiseValue(item)));
  return sanitiseValue(value);
}

/** The HTML field a key of `node` names: a listed field name, or the `value` of a block whose kind is one. */
function htmlFieldOf(node: Record<string, unknown>, key: string): string | null {
  if (htmlFieldNames.has(key)) return key;
  const kind = node.render_name;
  return key === "value" && typeof kind === "string" && htmlFieldNames.has(kind) ? kind : null;
}

/** Walks a block tree (nested `elements` included): every HTML field, at any depth, is sanitised. */
function sanitiseValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitiseValue);
  if (value === null || typeof value !== "object") return value;
  const node = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => {
      const field = htmlFieldOf(node, key);
      return [key, field ? sanitiseField(child, field) : sanitiseValue(child)];
    }),
  );
}

/** The HTML of a page version made safe to show, once, as it enters the store. */
export function sanitiseVersion(version: PageVersion): PageVersion {
  return { ...version, elements: version.elements.map((block) => sanitiseValue(block) as Block) };
}
