import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { SNIFF_BYTES, type SniffedMedia, sniffMedia } from "~/lib/sniff";
import { withoutUnreadableText } from "~/lib/unreadable-text";
import { type RefusalReason, uploadLimits } from "./media";

/** Where uploads are written while they arrive: below STORAGE_DIR, outside `media/`, so never served. */
export const UPLOADS_FOLDER = "uploads";
/** The largest file plus the form's few text fields. */
export const UPLOAD_BODY_MAX_BYTES = uploadLimits.video + 64 * 1024;
const FIELD_MAX_LENGTH = 1000;

/** A file received whole and checked by its bytes, waiting in `UPLOADS_FOLDER` to be kept or removed. */
export type ReceivedFile = { tempFile: string; media: SniffedMedia; bytes: number; originalName: string };

export type UploadRefusal = { status: 400 | 413 | 415; reason: RefusalReason };
export type Upload = { kind: "received"; file: ReceivedFile; fields: Record<string, string> } | ({ kind: "refused" } & UploadRefusal);

/** Ends the body at the first refusal: the rest is never read nor stored. */
class Refused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal.reason);
  }
}

const notMedia: UploadRefusal = { status: 415, reason: "not_media" };
const tooLarge = (media: SniffedMedia): UploadRefusal => ({ status: 413, reason: `too_large_${media.kind}` });
const bodyTooLarge: UploadRefusal = { status: 413, reason: "too_large_body" };

const noFile: UploadRefusal = { status: 400, reason: "no_file" };

/**
 * Checks a file as it flows: its first bytes name its type (never its name or declared type),
 * and its type sets how large it may be.
 */
class Inspection extends Transform {
  media: SniffedMedia | null = null;
  seen = 0;
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.seen += chunk.length;
    if (this.media) return callback(this.overLimit(this.media), chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SNIFF_BYTES) return callback();
    this.media = sniffMedia(this.head);
    if (!this.media) return callback(new Refused(notMedia));
    callback(this.overLimit(this.media), this.head);
  }

  override _flush(callback: TransformCallback) {
    if (this.media) return callback();
    // A file input left empty still sends a nameless, empty part.
    if (this.head.length === 0) return callback(new Refused(noFile));
    this.media = sniffMedia(this.head);
    callback(this.media ? null : new Refused(notMedia), this.head);
  }

  private overLimit(media: SniffedMedia): Refused | null {
    return this.seen > uploadLimits[media.kind] ? new Refused(tooLarge(media)) : null;
  }
}

/** Counts the body's bytes and fails past `max`, whatever the parts inside claim. */
function bodyLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      callback(seen > max ? new Refused(bodyTooLarge) : null, chunk);
    },
  });
}

/**
 * Reads a multipart upload of one file (`file`) and a few text fields as a stream, writing the
 * file to a temporary name as it arrives. Whatever ends the body early (a refusal, a limit, the
 * editor closing the tab) ends this request only and leaves no file behind.
 */
export async function receiveUpload(request: Request, storageDir: string): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) return { kind: "refused", status: 415, reason: "not_a_form" };
  if (Number(request.headers.get("content-length") ?? 0) > UPLOAD_BODY_MAX_BYTES) return { kind: "refused", ...bodyTooLarge };
  if (!request.body) return { kind: "refused", ...noFile };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fieldNameSize: 100, fieldSize: FIELD_MAX_LENGTH * 4, fields: 20, files: 1, parts: 21 },
    });
  } catch {
    return { kind: "refused", status: 400, reason: "not_a_form" };
  }

  const folder = path.join(storageDir, UPLOADS_FOLDER);
  await mkdir(folder, { recursive: true });
  const fields: Record<string, string> = {};
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  let part: { tempFile: string; originalName: string; inspection: Inspection; closed: Promise<unknown> } | undefined;
  let writing: Promise<void> | undefined;

  parser.on("field", (name, value) => {
    fields[withoutUnreadableText(name)] = withoutUnreadableText(value).slice(0, FIELD_MAX_LENGTH);
  });
  parser.on("file", (name, stream, info) => {
    // A part that is not read still errors when the body ends early: that error is the body's.
    stream.on("error", () => {});
    if (name !== "file" || part) return void stream.resume();
    const tempFile = path.join(folder, `${randomUUID()}.part`);
    const out = createWriteStream(tempFile, { flags: "wx" });
    // The file exists once the stream closes, even when it was destroyed before it opened.
    const closed = new Promise<void>((resolve) => out.once("close", () => resolve()));
    part = { tempFile, originalName: withoutUnreadableText(info.filename ?? "").slice(0, 200), inspection: new Inspection(), closed };
    writing = pipeline(stream, part.inspection, out).catch((error: unknown) => {
      // Busboy waits for a part that is no longer read: end the whole body with the error.
      source.destroy(error as Error);
      throw error;
    });
    // Awaited once the body is read; a failure before then is handled there, never left unhandled.
    writing.catch(() => {});
  });

  try {
    await pipeline(source, bodyLimit(UPLOAD_BODY_MAX_BYTES), parser);
    await writing;
  } catch (error) {
    await Promise.allSettled([writing, part?.closed]);
    if (part) await rm(part.tempFile, { force: true });
    if (error instanceof Refused) return { kind: "refused", ...error.refusal };
    return { kind: "refused", status: 400, reason: "cut_off" };
  }
  const media = part?.inspection.media;
  if (!part || !media) return { kind: "refused", ...noFile };
  return {
    kind: "received",
    file: { tempFile: part.tempFile, media, bytes: part.inspection.seen, originalName: part.originalName },
    fields,
  };
}
