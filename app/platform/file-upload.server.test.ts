import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkedBody } from "../../tests/support/chunked-body";
import { type FileCheck, UPLOADS_FOLDER, receiveFile, removeStaleUploads } from "./file-upload.server";

// A file of this route starts with "%T" and may be 1,000 bytes long.
const check: FileCheck<"text"> = {
  sniffBytes: 2,
  sniff: (head) => (head[0] === 0x25 && head[1] === 0x54 ? "text" : null),
  maxBytes: () => 1000,
  maxBodyBytes: 100_000,
};

const encoder = new TextEncoder();
const filePart = (bytes: number) =>
  `--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n%T${"x".repeat(bytes - 2)}\r\n`;

/** A post whose parts come as separate chunks, the body's end in the last one. */
function upload(parts: string[], arrival: "waiting" | "arrived" = "waiting"): Request {
  const chunks = parts.map((part, index) => encoder.encode(index === parts.length - 1 ? `${part}--b--\r\n` : part));
  return new Request("http://localhost/admin/media/upload", {
    method: "POST",
    body: chunkedBody(chunks, arrival),
    headers: { "content-type": "multipart/form-data; boundary=b" },
    duplex: "half",
  } as RequestInit);
}

describe("receiveFile", () => {
  let storageDir: string;
  const waiting = async () => await readdir(path.join(storageDir, UPLOADS_FOLDER));

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), "file-upload-"));
  });
  afterAll(async () => {
    await rm(storageDir, { recursive: true, force: true });
  });

  it("receives a file and its fields, read as it flows or all at once", async () => {
    for (const arrival of ["waiting", "arrived"] as const) {
      const received = await receiveFile(
        upload(['--b\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA door\r\n', filePart(1000)], arrival),
        storageDir,
        check,
      );
      expect(received).toMatchObject({
        kind: "received",
        file: { type: "text", bytes: 1000, originalName: "a.txt" },
        fields: { alt: "A door" },
      });
      if (received.kind === "received") await rm(received.file.tempFile);
    }
  });

  it("refuses a file over its limit with 413 though the body was read whole before the file passed it, and keeps nothing", async () => {
    // Over a socket, read half a second late (as a route that checks the session first): the body
    // has ended before the file's last bytes pass the limit, and busboy would wait for the file forever.
    const server = createAdaptorServer({
      fetch: async (request: Request) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return Response.json(await receiveFile(request, storageDir, { ...check, maxBytes: () => 2_000_000, maxBodyBytes: 3_000_000 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const file = new Uint8Array(2_100_000);
        file.set(encoder.encode("%T"));
        const form = new FormData();
        form.append("file", new Blob([file]), "a.txt");
        const answer = await fetch(origin, { method: "POST", body: form, signal: AbortSignal.timeout(5_000) });
        expect(await answer.json()).toEqual({ kind: "refused", status: 413, reason: "too_large", type: "text" });
      }
      expect(await waiting()).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("refuses a part without a name, or in a character set it cannot read, as not a form: after the file or before it", async () => {
    const unreadable = [
      '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nx\r\n',
      "--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n",
      '--b\r\nContent-Disposition: form-data; name="alt"\r\nContent-Type: text/plain; charset=koi8-r\r\n\r\nx\r\n',
    ];
    for (const part of unreadable) {
      for (const arrival of ["waiting", "arrived"] as const) {
        for (const parts of [
          [part, filePart(500)],
          [filePart(500), part],
        ]) {
          expect(await receiveFile(upload(parts, arrival), storageDir, check), `${part} ${arrival}`).toEqual({
            kind: "refused",
            status: 400,
            reason: "not_a_form",
          });
        }
      }
    }
    expect(await waiting()).toEqual([]);
  });

  it("removes at start the files a stopped process left in the uploads folder a day ago, and none that may still be arriving", async () => {
    const folder = path.join(storageDir, UPLOADS_FOLDER);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "left.part"), "x");
    await writeFile(path.join(folder, "arriving.part"), "x");
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(path.join(folder, "left.part"), dayAgo, dayAgo);
    expect(await removeStaleUploads(storageDir)).toBe(1);
    expect(await waiting()).toEqual(["arriving.part"]);
    await rm(path.join(folder, "arriving.part"));
  });
});
