/** Markers ts_headline puts around matched words: private-use characters the index never holds. */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * A ts_headline fragment as safe HTML: everything escaped, then the markers (and only they)
 * turned into <mark> elements. Unbalanced markers are dropped rather than left open.
 */
export function snippetHtml(fragment: string): string {
  const escaped = fragment.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
  return escaped.replace(/\uE000([^\uE000\uE001]*)\uE001/g, "<mark>$1</mark>").replace(/[\uE000\uE001]/g, "");
}
