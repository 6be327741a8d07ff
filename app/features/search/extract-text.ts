/**
 * The words a visitor reads in a block tree: every string under a field that holds text, with
 * HTML tags removed. Addresses, ids, alt texts and layout settings are not words on the page.
 */
const notText =
  /(^|_)(url|urls|id|ids|slug|key|type|theme|provider|mode|side|ratio|size|count|tag|tags|icon|anchor|width|height|seed|date)$|^(align|render_name|alt_text|title_tag|header_type|split_ratio|focus_side|srcset|NOTE)/;
// Settings such as "left", "dark" or "60_40" are one lower-case token; words on a page rarely are.
const setting = /^[a-z0-9_-]{1,20}$/;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text of an HTML fragment: tags become spaces, entities characters, control characters go. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
        if (name.startsWith("#x") || name.startsWith("#X")) return safeCodePoint(Number.parseInt(name.slice(2), 16)) ?? whole;
        if (name.startsWith("#")) return safeCodePoint(Number.parseInt(name.slice(1), 10)) ?? whole;
        return entities[name.toLowerCase()] ?? whole;
      })
      // Control characters, and the private-use characters search snippets mark matches with.
      .replace(/[\p{Cc}\uE000\uE001]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 31 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

function looksLikeAddress(value: string): boolean {
  return /^(https?:\/\/|\/|#|mailto:|tel:)\S*$/.test(value.trim());
}

function collect(value: unknown, key: string, into: string[]): void {
  if (typeof value === "string") {
    if (!notText.test(key) && !setting.test(value) && !looksLikeAddress(value)) {
      const text = htmlToText(value);
      if (text) into.push(text);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, into);
  } else if (value !== null && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) collect(child, childKey, into);
  }
}

/** The visible text of any block value or list of blocks, in reading order, one string. */
export function visibleText(tree: unknown): string {
  const parts: string[] = [];
  collect(tree, "", parts);
  return parts.join(" ");
}
