/** A media file's address found in stored content, with the alt text written beside it ("" when none). */
export type MediaReference = { url: string; alt: string };

const MEDIA_PREFIX = "/media/";

function altOf(value: Record<string, unknown>): string | null {
  for (const key of ["alt_text", "alt", "altText"]) {
    const alt = value[key];
    if (typeof alt === "string" && alt.trim()) return alt.trim();
  }
  return null;
}

/**
 * Every `/media/…` address in a JSON value (a page's blocks, a product, a gallery item), each with
 * the alt text of the nearest object around it that has one: a slide's image and its alt text are
 * siblings, a gallery item's alt text sits above its `cdn_paths`.
 */
export function mediaReferences(value: unknown, alt = ""): MediaReference[] {
  if (typeof value === "string") return value.startsWith(MEDIA_PREFIX) ? [{ url: value.split(/[?#]/)[0]!, alt }] : [];
  if (Array.isArray(value)) return value.flatMap((item) => mediaReferences(item, alt));
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = altOf(record) ?? alt;
  return Object.values(record).flatMap((field) => mediaReferences(field, own));
}
