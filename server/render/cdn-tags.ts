/** On every page a CDN may keep: purging it drops them all, and the CDN's copies of assets and media stay. */
export const ALL_PAGES_TAG = "pages";

// Cloudflare and Fastly take at most 16 KB of tags per answer; a page past it carries only ALL_PAGES_TAG.
const MAX_HEADER_BYTES = 16_000;

/**
 * A render tag as a CDN takes it: Cache-Tag splits at commas and Surrogate-Key at spaces, so
 * anything but letters, digits and `:/._~-` is percent-encoded (a path with a space stays one tag).
 */
export function cdnTag(tag: string): string {
  // Byte by byte: encodeURIComponent would throw on a lone surrogate.
  const percent = (character: string) =>
    [...Buffer.from(character, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  return tag.replace(/[^A-Za-z0-9:/._~-]/gu, percent);
}

/** `Cache-Tag` (Cloudflare, comma-separated) and `Surrogate-Key` (Fastly and others, space-separated) for a page's tags. */
export function cdnTagHeaders(tags: Iterable<string>): { "Cache-Tag": string; "Surrogate-Key": string } {
  let names = [ALL_PAGES_TAG, ...[...tags].map(cdnTag)];
  if (names.join(",").length > MAX_HEADER_BYTES) names = [ALL_PAGES_TAG];
  return { "Cache-Tag": names.join(","), "Surrogate-Key": names.join(" ") };
}
