import { type FileCheck, type FileUploadRefusal, receiveFile } from "~/platform/file-upload.server";
import { SNIFF_BYTES, type SniffedMedia, sniffMedia } from "~/lib/sniff";
import { type RefusalReason, uploadLimits } from "./media";

export { UPLOADS_FOLDER } from "~/platform/file-upload.server";

/** The largest file plus the form's few text fields. */
export const UPLOAD_BODY_MAX_BYTES = uploadLimits.video + 64 * 1024;

/** A file received whole and checked by its bytes, waiting in `UPLOADS_FOLDER` to be kept or removed. */
export type ReceivedFile = { tempFile: string; media: SniffedMedia; bytes: number; originalName: string };

export type UploadRefusal = { status: 400 | 413 | 415; reason: RefusalReason };
export type Upload = { kind: "received"; file: ReceivedFile; fields: Record<string, string> } | ({ kind: "refused" } & UploadRefusal);

const mediaCheck: FileCheck<SniffedMedia> = {
  sniffBytes: SNIFF_BYTES,
  sniff: sniffMedia,
  maxBytes: (media) => uploadLimits[media.kind],
  maxBodyBytes: UPLOAD_BODY_MAX_BYTES,
};

/** The library's words for a refusal: each kind of file has its own limit to name. */
function refusalReason({ reason, type }: FileUploadRefusal<SniffedMedia>): RefusalReason {
  if (reason === "not_accepted") return "not_media";
  if (reason === "too_large") return type ? `too_large_${type.kind}` : "too_large_body";
  return reason;
}

/** A media library upload: a web image, a PDF or an MP4 video, streamed to the uploads folder (lib/file-upload.server.ts). */
export async function receiveUpload(request: Request, storageDir: string): Promise<Upload> {
  const upload = await receiveFile(request, storageDir, mediaCheck);
  if (upload.kind === "refused") return { kind: "refused", status: upload.status, reason: refusalReason(upload) };
  const { type, ...file } = upload.file;
  return { kind: "received", file: { ...file, media: type }, fields: upload.fields };
}
