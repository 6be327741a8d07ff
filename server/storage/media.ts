import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { imageFormats, imageWidths, type ImageFormat, type ImageWidth } from "../../app/lib/media";
import type { AppEnv } from "../../app/platform/app-env";
import { type FileStore, type StoredFileInfo, isStoreKey } from "../../app/platform/file-store";
import { type ImageResizer, createImageResizer } from "./image-resizer";

const contentTypes: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".vtt": "text/vtt; charset=utf-8",
  // Technical documents (SPEC §3 Document display types).
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".dwg": "image/vnd.dwg",
  ".ppt": "application/vnd.ms-powerpoint",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".rfa": "application/octet-stream",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".zip": "application/zip",
};
const resizable = new Set([".jpg", ".jpeg", ".png", ".webp"]);
const formatTypes: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

function decodedPath(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

const notFound = (c: Context<AppEnv>) => c.json({ error: "not_found", message: "No such media file." }, 404);

function parseVariant(url: URL): { width: ImageWidth; format: ImageFormat } | "none" | "invalid" {
  const w = url.searchParams.get("w");
  const f = url.searchParams.get("f");
  if (w === null && f === null) return "none";
  const width = Number(w);
  if (!imageWidths.includes(width as ImageWidth) || !imageFormats.includes(f as ImageFormat)) return "invalid";
  return { width: width as ImageWidth, format: f as ImageFormat };
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2) against a list of tags, or `*`. */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of RFC 9110 §14.1.2 (video players and PDF viewers ask for one at a time).
 * null: serve the whole file (no header, several ranges, or another unit); "unsatisfiable": 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | "unsatisfiable" {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

async function fileResponse(c: Context<AppEnv>, store: FileStore, key: string, type: string, file: StoredFileInfo): Promise<Response> {
  const { size, modified } = file;
  const etag = `W/"${size.toString(16)}-${Math.floor(modified.getTime() / 1000).toString(16)}"`;
  const headers = {
    "Content-Type": type,
    "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    ETag: etag,
    "Last-Modified": modified.toUTCString(),
    "Accept-Ranges": "bytes",
  };
  if (notModified(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  // If-Range with another validator means the client's part is stale: send the whole file.
  const ifRange = c.req.header("if-range");
  const range = ifRange && ifRange !== etag ? null : parseRange(c.req.header("range"), size);
  if (range === "unsatisfiable") return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  const status = range ? 206 : 200;
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const partHeaders = {
    ...headers,
    "Content-Length": String(size === 0 ? 0 : end - start + 1),
    ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
  };
  if (c.req.method === "HEAD" || size === 0) return new Response(null, { status, headers: partHeaders });
  // Only the bytes asked for leave the store: a bucket answers the same range.
  const stream = await store.read(key, range ?? undefined);
  if (!stream) return notFound(c);
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers: partHeaders });
}

let processResizer: ImageResizer | undefined;

/**
 * `/media/*`: the files below `media/` of the store, and resized variants of its images at the
 * widths and formats of SPEC §9 (`?w=1024&f=avif`), made once with sharp and kept in the
 * variants' store (a folder, or the same bucket: docs/decisions/0024). Streamed through this
 * server with byte ranges whichever the store, so addresses and headers never change. Variants
 * are made one at a time in a child process (server/storage/image-resizer.ts, docs/decisions/0026), the
 * process's one unless `resizer` is given.
 */
export function mediaHandler(files: FileStore, variants: FileStore, resizer?: ImageResizer) {
  const pending = new Map<string, Promise<void>>();

  return async (c: Context<AppEnv>): Promise<Response> => {
    const url = new URL(c.req.url);
    const relative = decodedPath(url.pathname.slice("/media/".length));
    if (relative === null || !isStoreKey(relative)) return notFound(c);
    const extension = path.extname(relative).toLowerCase();
    const type = contentTypes[extension];
    if (!type) return notFound(c);
    const key = `media/${relative}`;
    const source = await files.info(key);
    if (!source) return notFound(c);

    const variant = parseVariant(url);
    if (variant === "invalid")
      return c.json(
        { error: "bad_request", message: `w must be one of ${imageWidths.join(", ")} and f one of ${imageFormats.join(", ")}` },
        400,
      );
    if (variant === "none" || !resizable.has(extension)) return fileResponse(c, files, key, type, source);

    const target = variantKey(relative, variant.width, variant.format);
    let made = await variants.info(target);
    if (!made || made.modified < source.modified) {
      let job = pending.get(target);
      if (!job) {
        job = (async () => {
          const original = await files.readAll(key);
          if (!original) throw new Error(`A media file went while it was resized: ${key}`);
          const resized = await (resizer ?? (processResizer ??= createImageResizer())).resize({
            name: key,
            source: original,
            width: variant.width,
            format: variant.format,
          });
          await variants.put(target, resized, formatTypes[variant.format]);
        })().finally(() => pending.delete(target));
        pending.set(target, job);
      }
      await job;
      made = await variants.info(target);
      if (!made) return notFound(c);
    }
    return fileResponse(c, variants, target, formatTypes[variant.format], made);
  };
}

/** Where a variant of `media/<relative>` is kept in the variants' store. */
export function variantKey(relative: string, width: ImageWidth, format: ImageFormat): string {
  return `${relative}.${width}.${format}`;
}
