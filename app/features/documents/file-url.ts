/** Where the library's files are served from (server/storage/media.ts serves storage `media/` at `/media/`). */
export const DOCUMENTS_MEDIA_PREFIX = "/media/documents/";

/**
 * The storage path (under `media/`) of a document address, or null when the address is not a
 * file of our library: only same-origin `/media/documents/<name>` paths (or the same on one of
 * `origins`), no traversal, no encoded tricks, no query.
 */
export function libraryFilePath(url: string, origins: readonly string[] = []): string | null {
  let rest = url.trim();
  const origin = origins.find((candidate) => rest.toLowerCase().startsWith(`${candidate.toLowerCase()}/`));
  if (origin) rest = rest.slice(origin.length);
  if (!rest.startsWith(DOCUMENTS_MEDIA_PREFIX)) return null;
  const name = rest.slice(DOCUMENTS_MEDIA_PREFIX.length);
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) || name.includes("..")) return null;
  return `documents/${name}`;
}
