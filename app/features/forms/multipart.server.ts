import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { MESSAGE_MAX_LENGTH, PHOTOS_MAX_COUNT, PHOTOS_MAX_TOTAL_BYTES } from "./options";
import type { FieldErrors, RawFields } from "./schemas";
import { SNIFF_BYTES, sniffImage } from "./sniff";
import type { StoredPhoto } from "./tables.server";

/** Photos plus the fields: a whole request body may not be larger than this. */
export const LEAD_BODY_MAX_BYTES = PHOTOS_MAX_TOTAL_BYTES + 1024 * 1024;
/** Where photos are kept, below STORAGE_DIR and outside `media/`, so they are never served. */
export const LEADS_FOLDER = "leads";

export type ParsedBody =
  | { kind: "parsed"; fields: RawFields; photos: StoredPhoto[]; errors: FieldErrors }
  | { kind: "photos_too_large"; fields: RawFields }
  | { kind: "body_too_large" }
  | { kind: "unsupported" }
  | { kind: "malformed" };

type ParseOptions = {
  storageDir: string;
  /** Photos are taken only for a form that has them; asked when a file part arrives. */
  acceptsPhotos: (fields: RawFields) => boolean;
  maxPhotoBytes?: number;
  maxBodyBytes?: number;
};

class BodyTooLarge extends Error {}

/** Counts the bytes that flow through and fails once there are more than `max`. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > max) callback(new BodyTooLarge());
      else callback(null, chunk);
    },
  });
}

const PHOTO_FIELD = /^photo(\[\])?$/;
const NOT_A_PHOTO = "Attach photos only (JPEG, PNG, GIF, WebP, HEIC, AVIF or TIFF).";

/**
 * Reads a multipart (or url-encoded) form body as a stream: fields are collected (`name[]`
 * entries as lists), photos are checked by their first bytes and written to disk as they
 * arrive under server-generated names. Nothing larger than one field is ever held in memory.
 */
export async function parseLeadBody(request: Request, options: ParseOptions): Promise<ParsedBody> {
  const maxPhotoBytes = options.maxPhotoBytes ?? PHOTOS_MAX_TOTAL_BYTES;
  const maxBodyBytes = options.maxBodyBytes ?? LEAD_BODY_MAX_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) return { kind: "unsupported" };
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) return { kind: "body_too_large" };
  if (!request.body) return { kind: "parsed", fields: {}, photos: [], errors: {} };

  const folder = path.join(options.storageDir, LEADS_FOLDER);
  const fields = new Map<string, string | string[]>();
  const errors: FieldErrors = {};
  const photos: StoredPhoto[] = [];
  const writes: Promise<void>[] = [];
  let photoBytes = 0;
  let photosTooLarge = false;
  const addError = (field: string, message: string) => {
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fieldNameSize: 100, fieldSize: MESSAGE_MAX_LENGTH * 8, fields: 200, files: PHOTOS_MAX_COUNT + 1, parts: 250 },
    });
  } catch {
    return { kind: "malformed" };
  }

  parser.on("field", (rawName, value, info) => {
    const isList = rawName.endsWith("[]");
    const name = isList ? rawName.slice(0, -2) : rawName;
    if (info.valueTruncated) addError(name, `Use at most ${MESSAGE_MAX_LENGTH} characters.`);
    const previous = fields.get(name);
    if (previous === undefined) fields.set(name, isList ? [value] : value);
    else fields.set(name, [...(Array.isArray(previous) ? previous : [previous]), value]);
  });

  parser.on("filesLimit", () => addError("photo", `Attach at most ${PHOTOS_MAX_COUNT} photos.`));

  parser.on("file", (name, stream, info) => {
    if (!PHOTO_FIELD.test(name) || !options.acceptsPhotos(Object.fromEntries(fields)) || photosTooLarge) {
      stream.resume();
      return;
    }
    writes.push(
      (async () => {
        let head = Buffer.alloc(0);
        let file: { path: string; out: ReturnType<typeof createWriteStream> } | undefined;
        let size = 0;
        let refused = false;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          if (refused || photosTooLarge) continue;
          size += chunk.length;
          photoBytes += chunk.length;
          if (photoBytes >= maxPhotoBytes) {
            photosTooLarge = true;
            continue;
          }
          if (!file) {
            head = Buffer.concat([head, chunk]);
            if (head.length < SNIFF_BYTES) continue;
            const kind = sniffImage(head);
            if (!kind) {
              refused = true;
              addError("photo", NOT_A_PHOTO);
              continue;
            }
            await mkdir(folder, { recursive: true });
            const stored = `${randomUUID()}.${kind.extension}`;
            file = { path: path.join(folder, stored), out: createWriteStream(path.join(folder, stored), { flags: "wx" }) };
            photos.push({ file: stored, original_name: (info.filename ?? "photo").slice(0, 200), content_type: kind.contentType, size: 0 });
            if (!file.out.write(head)) await once(file.out, "drain");
            continue;
          }
          if (!file.out.write(chunk)) await once(file.out, "drain");
        }
        // A file input left empty still sends a nameless, empty part.
        if (!file && !refused && !photosTooLarge && size > 0) addError("photo", NOT_A_PHOTO);
        if (file) {
          const out = file.out;
          await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
          const photo = photos.find((entry) => path.join(folder, entry.file) === file.path);
          if (photo) photo.size = size;
        }
      })(),
    );
  });

  const removePhotos = () => Promise.all(photos.map((photo) => rm(path.join(folder, photo.file), { force: true })));
  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), byteLimit(maxBodyBytes), parser);
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await removePhotos();
    return { kind: error instanceof BodyTooLarge ? "body_too_large" : "malformed" };
  }
  if (photosTooLarge) {
    await removePhotos();
    return { kind: "photos_too_large", fields: Object.fromEntries(fields) };
  }
  return { kind: "parsed", fields: Object.fromEntries(fields), photos, errors };
}

/** Removes stored photos of a submission that was not kept. */
export async function removeStoredPhotos(storageDir: string, photos: StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => rm(path.join(storageDir, LEADS_FOLDER, photo.file), { force: true })));
}
