import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadLimits } from "./media";
import { UPLOADS_FOLDER, receiveUpload } from "./upload.server";

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF"), Buffer.alloc(200, 1)]);
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

/** A multipart post as a browser sends it (encoded whole: undici's own FormData stream cannot be cancelled cleanly). */
async function upload(parts: Record<string, string | File>): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  const encoded = new Response(form);
  return new Request("http://localhost:3000/admin/media/upload", {
    method: "POST",
    body: await encoded.arrayBuffer(),
    headers: { "Content-Type": encoded.headers.get("content-type") ?? "" },
  });
}

describe("an upload to the media library", () => {
  let storageDir: string;
  const leftInUploads = () => readdir(path.join(storageDir, UPLOADS_FOLDER));

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), "media-upload-"));
  });
  afterAll(() => rm(storageDir, { recursive: true, force: true }));

  it("writes a file the library takes to the uploads folder, typed by its bytes, with the form's fields", async () => {
    const received = await receiveUpload(
      await upload({ alt: "A door\u0000", file: new File([JPEG], "door.png", { type: "text/plain" }) }),
      storageDir,
    );
    if (received.kind !== "received") throw new Error(received.reason);
    expect(received.file).toMatchObject({
      media: { kind: "image", contentType: "image/jpeg", extension: "jpg" },
      bytes: JPEG.length,
      originalName: "door.png",
    });
    expect(received.fields).toEqual({ alt: "A door" });
    expect(await readFile(received.file.tempFile)).toEqual(JPEG);
    await rm(received.file.tempFile);
  });

  it("takes a PDF shorter than the bytes sniffing reads", async () => {
    const received = await receiveUpload(await upload({ file: new File([PDF], "tiny.pdf") }), storageDir);
    expect(received).toMatchObject({ kind: "received", file: { media: { kind: "pdf" }, bytes: PDF.length } });
    if (received.kind === "received") await rm(received.file.tempFile);
  });

  it.each([
    [
      "an HTML page named photo.jpg",
      new File(["<html><script>alert(1)</script></html>"], "photo.jpg", { type: "image/jpeg" }),
      415,
      "not_media",
    ],
    ["an SVG image", new File(['<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'], "logo.svg"), 415, "not_media"],
    ["an empty file input", new File([], ""), 400, "no_file"],
    ["an image over 20 MB", new File([JPEG, Buffer.alloc(uploadLimits.image)], "huge.jpg"), 413, "too_large_image"],
  ])("refuses %s and keeps nothing of it", async (_name, file, status, reason) => {
    expect(await receiveUpload(await upload({ file }), storageDir)).toEqual({ kind: "refused", status, reason });
    expect(await leftInUploads()).toEqual([]);
  });

  it("refuses a form without a file, and a body that is no form upload", async () => {
    expect(await receiveUpload(await upload({ alt: "nothing" }), storageDir)).toMatchObject({ status: 400, reason: "no_file" });
    const json = new Request("http://localhost:3000/admin/media/upload", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(await receiveUpload(json, storageDir)).toMatchObject({ status: 415, reason: "not_a_form" });
  });

  it("refuses a body that says it is larger than any upload before reading it", async () => {
    const request = new Request("http://localhost:3000/admin/media/upload", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(uploadLimits.video * 2) },
    });
    expect(await receiveUpload(request, storageDir)).toMatchObject({ status: 413, reason: "too_large_body" });
  });

  it("answers an upload cut off mid-file as such and leaves no file behind", async () => {
    const head = new TextEncoder().encode(
      `--cut\r\nContent-Disposition: form-data; name="file"; filename="door.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(JPEG);
        controller.error(new Error("the editor closed the tab"));
      },
    });
    const request = new Request("http://localhost:3000/admin/media/upload", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "multipart/form-data; boundary=cut" },
    } as RequestInit);
    expect(await receiveUpload(request, storageDir)).toEqual({ kind: "refused", status: 400, reason: "cut_off" });
    expect(await leftInUploads()).toEqual([]);
  });
});
