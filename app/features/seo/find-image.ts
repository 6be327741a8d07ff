type FoundImage = { url: string; alt?: string | undefined };

const MAX_DEPTH = 8;

/** The first image a block tree names (`image_url` with its `alt_text`), depth first: a page's share image. */
export function firstImage(value: unknown, depth = 0): FoundImage | null {
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstImage(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.image_url === "string" && record.image_url !== "") {
    return { url: record.image_url, alt: typeof record.alt_text === "string" ? record.alt_text : undefined };
  }
  for (const child of Object.values(record)) {
    const found = firstImage(child, depth + 1);
    if (found) return found;
  }
  return null;
}
