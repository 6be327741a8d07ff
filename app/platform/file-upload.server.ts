import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { redirect } from "react-router";
import { withoutUnreadableText } from "./unreadable-text";
import { UPLOAD_FILE_FIELD } from "./upload-field";
import { cutText } from "./cut-text";
import { bodyEnd, endsBodyOnThrow } from "./end-body.server";

/** Where uploads are written while they arrive: below STORAGE_DIR, outside `media/`, so never served. */
export const UPLOADS_FOLDER = "uploads";
const FIELD_MAX_LENGTH = 1000;

/** What one upload route takes: the file's type by its first bytes, and how large each type and the body may be. */
export type FileCheck<Type> = {
  /** How many leading bytes `sniff` needs (a shorter file is sniffed whole). */
  sniffBytes: number;
  /** The file's type by its first bytes, never by its name or declared type; null when the route does not take it. */
  sniff: (head: Uint8Array) => Type | null;
  maxBytes: (type: Type) => number;
  /** The largest body: the largest file plus the form's few text fields. */
  maxBodyBytes: number;
};

/** A file received whole and checked by its bytes, waiting in `UPLOADS_FOLDER` to be kept or removed. */
export type ReceivedUpload<Type> = { tempFile: string; type: Type; bytes: number; originalName: string };

export type UploadRefusalReason = "not_accepted" | "too_large" | "too_large_body" | "no_file" | "not_a_form" | "cut_off";
export type FileUploadRefusal<Type> = { status: 400 | 413 | 415; reason: UploadRefusalReason; type?: Type };
export type FileUpload<Type> =
  { kind: "received"; file: ReceivedUpload<Type>; fields: Record<string, string> } | ({ kind: "refused" } & FileUploadRefusal<Type>);

/** Ends the body at the first refusal: the rest is never read nor stored. */
class Refused<Type> extends Error {
  constructor(readonly refusal: FileUploadRefusal<Type>) {
    super(refusal.reason);
  }
}

const notAccepted = { status: 415, reason: "not_accepted" } as const;
const noFile = { status: 400, reason: "no_file" } as const;
const bodyTooLarge = { status: 413, reason: "too_large_body" } as const;

/** Checks a file as it flows: its first bytes name its type, and its type sets how large it may be. */
class Inspection<Type> extends Transform {
  type: Type | null = null;
  seen = 0;
  private head = Buffer.alloc(0);

  constructor(private readonly check: FileCheck<Type>) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.seen += chunk.length;
    if (this.type !== null) return callback(this.overLimit(this.type), chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < this.check.sniffBytes) return callback();
    this.type = this.check.sniff(this.head);
    if (this.type === null) return callback(new Refused(notAccepted));
    callback(this.overLimit(this.type), this.head);
  }

  override _flush(callback: TransformCallback) {
    if (this.type !== null) return callback();
    // A file input left empty still sends a nameless, empty part.
    if (this.head.length === 0) return callback(new Refused(noFile));
    this.type = this.check.sniff(this.head);
    callback(this.type === null ? new Refused(notAccepted) : null, this.head);
  }

  private overLimit(type: Type): Refused<Type> | null {
    return this.seen > this.check.maxBytes(type) ? new Refused({ status: 413, reason: "too_large", type }) : null;
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
export async function receiveFile<Type>(request: Request, storageDir: string, check: FileCheck<Type>): Promise<FileUpload<Type>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) return { kind: "refused", status: 415, reason: "not_a_form" };
  if (Number(request.headers.get("content-length") ?? 0) > check.maxBodyBytes) return { kind: "refused", ...bodyTooLarge };
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
  const endBody = bodyEnd(source, parser);
  let part: { tempFile: string; originalName: string; inspection: Inspection<Type>; closed: Promise<unknown> } | undefined;
  let writing: Promise<void> | undefined;

  // Busboy hands over no name for a part without one, and no value for a charset it cannot decode.
  const onField = (name: string | undefined, value: string | undefined) => {
    if (typeof name !== "string" || typeof value !== "string") return void endBody(new Refused({ status: 400, reason: "not_a_form" }));
    fields[withoutUnreadableText(name)] = cutText(withoutUnreadableText(value), FIELD_MAX_LENGTH);
  };
  parser.on("field", endsBodyOnThrow(endBody, onField));
  const onFile = (name: string | undefined, stream: Readable, info: busboy.FileInfo) => {
    // A part that is not read still errors when the body ends early: that error is the body's.
    stream.on("error", () => {});
    if (name !== UPLOAD_FILE_FIELD || part) return void stream.resume();
    const tempFile = path.join(folder, `${randomUUID()}.part`);
    const out = createWriteStream(tempFile, { flags: "wx" });
    // The file exists once the stream closes, even when it was destroyed before it opened.
    const closed = new Promise<void>((resolve) => out.once("close", () => resolve()));
    const originalName = cutText(withoutUnreadableText(info.filename ?? ""), 200);
    part = { tempFile, originalName, inspection: new Inspection(check), closed };
    writing = pipeline(stream, part.inspection, out).catch((error: unknown) => {
      // Busboy waits for a part that is no longer read: end the whole body with the error.
      endBody(error as Error);
      throw error;
    });
    // Awaited once the body is read; a failure before then is handled there, never left unhandled.
    writing.catch(() => {});
  };
  parser.on("file", endsBodyOnThrow(endBody, onFile));

  try {
    await pipeline(source, bodyLimit(check.maxBodyBytes), parser);
    await writing;
  } catch (error) {
    await Promise.allSettled([writing, part?.closed]);
    if (part) await rm(part.tempFile, { force: true });
    if (error instanceof Refused) return { kind: "refused", ...(error.refusal as FileUploadRefusal<Type>) };
    return { kind: "refused", status: 400, reason: "cut_off" };
  }
  const type = part?.inspection.type ?? null;
  if (!part || type === null) return { kind: "refused", ...noFile };
  return {
    kind: "received",
    file: { tempFile: part.tempFile, type, bytes: part.inspection.seen, originalName: part.originalName },
    fields,
  };
}

/** No upload lasts this long: a file still waiting after it is what a stopped process left behind. */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Removes the files a process stopped in the middle of an upload left in `UPLOADS_FOLDER`; answers how many. */
export async function removeStaleUploads(storageDir: string, now = Date.now()): Promise<number> {
  const folder = path.join(storageDir, UPLOADS_FOLDER);
  const names = await readdir(folder).catch(() => []);
  let removed = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < STALE_UPLOAD_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/** Where an upload ends: refused (with the page to go back to) or kept (with the page of what it made). */
export type UploadOutcome = { status: number } & (
  | { reason: string; message: string; back: string }
  /** `item`: what was kept, for a script that uses it at once. */
  | { id: number; location: string; item?: unknown }
);

/** An upload's answer for the page's script (JSON) or, for a form sent without scripts, a redirect to a page that says it. */
export function uploadAnswer(request: Request, outcome: UploadOutcome): Response {
  if (request.headers.get("accept")?.includes("application/json")) {
    const body = "reason" in outcome ? { error: outcome.reason, message: outcome.message } : outcome;
    return Response.json(body, { status: outcome.status, headers: { "Cache-Control": "private, no-store" } });
  }
  if ("reason" in outcome) return redirect(`${outcome.back}${outcome.back.includes("?") ? "&" : "?"}refused=${outcome.reason}`, 303);
  return redirect(outcome.location, 303);
}
