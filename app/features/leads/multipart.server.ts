import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { UPLOADS_FOLDER } from "~/platform/file-upload.server";
import type { RateVerdict } from "~/platform/rate-limit.server";
import { cutText } from "~/platform/cut-text";
import { bodyEnd, endsBodyOnThrow } from "~/platform/end-body.server";
import { type FileStore, localFileStore } from "~/platform/file-store";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import { MESSAGE_MAX_LENGTH, PHOTOS_MAX_COUNT, PHOTOS_MAX_TOTAL_BYTES, isLeadForm, leadFormPhotos, type LeadForm } from "./options";
import type { FieldErrors, RawFields } from "./schemas";
import { SNIFF_BYTES, sniffImage } from "~/lib/sniff";
import type { StoredPhoto } from "./tables.server";

/** Photos plus the fields: a whole request body may not be larger than this. */
export const LEAD_BODY_MAX_BYTES = PHOTOS_MAX_TOTAL_BYTES + 1024 * 1024;
/** Where photos are kept in the store, outside `media/`, so they are never served (only staff see them, through the admin). */
export const LEADS_FOLDER = "leads";

export type ParsedBody =
  | { kind: "parsed"; form: LeadForm | null; fields: RawFields; photos: StoredPhoto[]; errors: FieldErrors }
  | { kind: "not_admitted"; retryAfterSeconds: number; fields: RawFields }
  | { kind: "unknown_form"; fields: RawFields }
  | { kind: "photo_before_form"; fields: RawFields }
  | { kind: "too_many_photos"; fields: RawFields }
  | { kind: "photos_too_large"; fields: RawFields }
  | { kind: "body_too_large" }
  | { kind: "unsupported" }
  | { kind: "malformed" };

type Refusal = Exclude<ParsedBody, { kind: "parsed" }>;

type ParseOptions = {
  /** Photos are written below it (`uploads/`) as they arrive. */
  storageDir: string;
  /** Where kept photos go (`leads/`): STORAGE_DIR's folder unless given (a bucket, docs/decisions/0024). */
  store?: FileStore;
  /** The form of the page posted to; otherwise the `processor` field names it, before any photo. */
  form?: LeadForm;
  /** Asked once, as soon as the form is known: a refusal stops reading the body. Never rejects. */
  admit: (form: LeadForm) => Promise<RateVerdict>;
  maxPhotoBytes?: number;
  maxBodyBytes?: number;
};

class BodyTooLarge extends Error {}
/** Thrown into the body's stream to stop reading it: the rest is never parsed nor stored. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.kind);
  }
}

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

/** A photo could not be written to disk or to the store: the server's failure, never the visitor's. */
export class PhotoNotStored extends Error {
  constructor(cause: Error) {
    super(`A lead photo could not be stored: ${cause.message}`, { cause });
  }
}

/** Resolves when the file takes more data, or when it closed (after an error, which `failure` keeps). */
function drainedOrClosed(out: WriteStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve();
    };
    out.on("drain", done);
    out.on("close", done);
  });
}

/** A file written as it arrives; a write error surfaces at the next write or at the end. */
function photoFile(filePath: string) {
  const out: WriteStream = createWriteStream(filePath, { flags: "wx" });
  let failure: PhotoNotStored | undefined;
  out.on("error", (error) => (failure ??= new PhotoNotStored(error)));
  return {
    async write(chunk: Buffer) {
      if (failure) throw failure;
      if (!out.write(chunk)) await drainedOrClosed(out);
      if (failure) throw failure;
    },
    end: () => new Promise<void>((resolve, reject) => out.end(() => (failure ? reject(failure) : resolve()))),
    // Resolves once the file is closed: a stream destroyed before its file opened still creates
    // the file, and it must exist before it can be removed.
    discard: () =>
      new Promise<void>((resolve) => {
        if (out.closed) return resolve();
        out.once("close", () => resolve());
        out.destroy();
      }),
  };
}

/**
 * Reads a multipart (or url-encoded) form body as a stream: fields are collected (`name[]`
 * entries as lists) without unreadable characters (app/platform/unreadable-text.ts), photos are checked
 * by their first bytes and written to disk as they arrive under server-generated names, then
 * taken into the store once the whole body is read. Nothing larger than one field is ever held in
 * memory. Whatever ends the body early (the visitor closing the tab, a refusal, a limit) ends only
 * this request, and leaves no photo behind.
 */
export async function parseLeadBody(request: Request, options: ParseOptions): Promise<ParsedBody> {
  const maxPhotoBytes = options.maxPhotoBytes ?? PHOTOS_MAX_TOTAL_BYTES;
  const maxBodyBytes = options.maxBodyBytes ?? LEAD_BODY_MAX_BYTES;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) return { kind: "unsupported" };
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) return { kind: "body_too_large" };

  let form = options.form ?? null;
  if (form) {
    const verdict = await options.admit(form);
    if (!verdict.allowed) return { kind: "not_admitted", retryAfterSeconds: verdict.retryAfterSeconds, fields: {} };
  }
  if (!request.body) return { kind: "parsed", form, fields: {}, photos: [], errors: {} };

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

  const folder = path.join(options.storageDir, UPLOADS_FOLDER);
  const store = options.store ?? localFileStore(options.storageDir);
  /** Where each photo waits while the body is read. */
  const arriving = new Map<StoredPhoto, string>();
  const fields = new Map<string, string | string[]>();
  const errors: FieldErrors = {};
  // A place per photo part in the order the parts came: their reads run at once and finish in any order.
  const photoPlaces: (StoredPhoto | undefined)[] = [];
  const writes: Promise<void>[] = [];
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const endBody = bodyEnd(source, parser);
  let photoCount = 0;
  let photoBytes = 0;
  let photosTooLarge = false;
  // The verdict on a form named in the body: the body goes on streaming while it is counted.
  let admission: Promise<RateVerdict> | undefined;
  const snapshot = () => Object.fromEntries(fields);
  const refuse = (refusal: Refusal) => endBody(new Refused(refusal));
  const addError = (field: string, message: string) => {
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };

  // Busboy hands over no name for a part without one, and no value for a charset it cannot decode.
  const onField = (rawName: string | undefined, rawValue: string | undefined, info: busboy.FieldInfo) => {
    if (typeof rawName !== "string" || typeof rawValue !== "string") return void refuse({ kind: "malformed" });
    const isList = rawName.endsWith("[]");
    const name = withoutUnreadableText(isList ? rawName.slice(0, -2) : rawName);
    // A browser counts a line break as one character against maxlength and sends it as two (CR LF).
    const value = withoutUnreadableText(rawValue).replace(/\r\n?/g, "\n");
    if (info.valueTruncated) addError(name, `Use at most ${MESSAGE_MAX_LENGTH} characters.`);
    const previous = fields.get(name);
    if (previous === undefined) fields.set(name, isList ? [value] : value);
    else fields.set(name, [...(Array.isArray(previous) ? previous : [previous]), value]);

    if (name !== "processor" || form) return;
    if (!isLeadForm(value)) return refuse({ kind: "unknown_form", fields: snapshot() });
    form = value;
    admission = options.admit(form).then((verdict) => {
      if (!verdict.allowed) refuse({ kind: "not_admitted", retryAfterSeconds: verdict.retryAfterSeconds, fields: snapshot() });
      return verdict;
    });
  };
  parser.on("field", endsBodyOnThrow(endBody, onField));

  parser.on("filesLimit", () => refuse({ kind: "too_many_photos", fields: snapshot() }));

  const onFile = (name: string | undefined, stream: Readable, info: busboy.FileInfo) => {
    // An ignored or cut-off part still errors when the body ends early: the error is the body's.
    stream.on("error", () => {});
    if (typeof name !== "string" || !PHOTO_FIELD.test(name)) return void stream.resume();
    if (!form) return void refuse({ kind: "photo_before_form", fields: snapshot() });
    if (leadFormPhotos[form] === "none") return void stream.resume();

    const place = photoPlaces.push(undefined) - 1;
    writes.push(
      (async () => {
        let head = Buffer.alloc(0);
        let counted = false;
        let notAPhoto = false;
        let file: ReturnType<typeof photoFile> | undefined;
        let photo: StoredPhoto | undefined;
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            if (notAPhoto || photosTooLarge) continue;
            if (!counted) {
              counted = true;
              if ((photoCount += 1) > PHOTOS_MAX_COUNT) return void refuse({ kind: "too_many_photos", fields: snapshot() });
            }
            photoBytes += chunk.length;
            if (photoBytes >= maxPhotoBytes) {
              photosTooLarge = true;
              continue;
            }
            if (file && photo) {
              photo.size += chunk.length;
              await file.write(chunk);
              continue;
            }
            head = Buffer.concat([head, chunk]);
            if (head.length < SNIFF_BYTES) continue;
            const kind = sniffImage(head);
            if (!kind) {
              notAPhoto = true;
              addError("photo", NOT_A_PHOTO);
              continue;
            }
            await mkdir(folder, { recursive: true });
            const stored = `${randomUUID()}.${kind.extension}`;
            const originalName = cutText(withoutUnreadableText(info.filename ?? ""), 200) || "photo";
            photo = { file: stored, original_name: originalName, content_type: kind.contentType, size: head.length };
            photoPlaces[place] = photo;
            arriving.set(photo, path.join(folder, `${stored}.part`));
            file = photoFile(arriving.get(photo)!);
            await file.write(head);
          }
          // A file input left empty still sends a nameless, empty part.
          if (!file && !notAPhoto && !photosTooLarge && head.length > 0) addError("photo", NOT_A_PHOTO);
          await file?.end();
        } catch (error) {
          await file?.discard();
          // Busboy waits for a part that is no longer read: end the whole body with the error.
          endBody(error as Error);
          throw error;
        }
      })(),
    );
  };
  parser.on("file", endsBodyOnThrow(endBody, onFile));

  const removePhotos = () => Promise.all([...arriving.values()].map((file) => rm(file, { force: true })));
  try {
    await pipeline(source, byteLimit(maxBodyBytes), parser);
    await Promise.all(writes);
    // A body shorter than the count's answer has been read whole: the refusal comes here instead.
    const verdict = await admission;
    if (verdict && !verdict.allowed)
      throw new Refused({ kind: "not_admitted", retryAfterSeconds: verdict.retryAfterSeconds, fields: snapshot() });
  } catch (error) {
    await Promise.allSettled(writes);
    await removePhotos();
    if (error instanceof Refused) return error.refusal;
    if (error instanceof BodyTooLarge) return { kind: "body_too_large" };
    if (error instanceof PhotoNotStored) throw error;
    return { kind: "malformed" };
  }
  if (photosTooLarge) {
    await removePhotos();
    return { kind: "photos_too_large", fields: snapshot() };
  }
  const photos = photoPlaces.filter((photo) => photo !== undefined);
  const kept = await Promise.allSettled(
    photos.map((photo) => store.putFile(`${LEADS_FOLDER}/${photo.file}`, arriving.get(photo)!, photo.content_type)),
  );
  const failed = kept.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all([removePhotos(), removeStoredPhotos(store, photos)]);
    throw new PhotoNotStored(failed.reason as Error);
  }
  return { kind: "parsed", form, fields: snapshot(), photos, errors };
}

/** Removes stored photos of a submission that was not kept. */
export async function removeStoredPhotos(store: FileStore, photos: StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => store.remove(`${LEADS_FOLDER}/${photo.file}`)));
}
