import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localFileStore } from "~/platform/file-store";
import { s3FileStore } from "../../../server/storage/s3-store";
import { doubleStoreOptions, startS3Double } from "../../../tests/support/s3-double";
import { eachFileOnce, entryNames, missingFiles, safeFileName, zipStream } from "./zip.server";

describe("zip names", () => {
  it("sanitises the download name and never leaves it empty", () => {
    expect(safeFileName('Installation "Docs"\r\nSet-Cookie: x')).toBe("Installation Docs Set-Cookie x");
    expect(safeFileName("../../etc/passwd")).toBe("etc passwd");
    expect(safeFileName("Ünïcödé")).toBe("Unicode");
    expect(safeFileName("///")).toBe("documents");
    expect(safeFileName("x".repeat(300))).toHaveLength(100);
  });

  it("names entries after the documents with their extension, never twice the same", () => {
    expect(
      entryNames([
        { name: "Brochure", filePath: "documents/a.pdf", extension: "pdf" },
        { name: "brochure.pdf", filePath: "documents/b.pdf", extension: "pdf" },
        { name: "../Sizes", filePath: "documents/c.xlsx", extension: "xlsx" },
        { name: "", filePath: "documents/d.dwg", extension: "dwg" },
      ]),
    ).toEqual(["Brochure.pdf", "brochure (2).pdf", "Sizes.xlsx", "document.dwg"]);
  });
});

describe("the files of a zip", () => {
  it("takes each file once, under the first name it was asked for", () => {
    const docs = [
      { name: "Brochure", filePath: "documents/a.pdf" },
      { name: "Again", filePath: "documents/a.pdf" },
      { name: "Sizes", filePath: "documents/b.xlsx" },
      { name: "Brochure", filePath: "documents/a.pdf" },
    ];
    expect(eachFileOnce(docs)).toEqual([docs[0], docs[2]]);
  });
});

describe("the zip of a group's files", () => {
  it("names the entries whose file is missing from storage", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "zip-media-"));
    await mkdir(path.join(root, "media"));
    await writeFile(path.join(root, "media/here.pdf"), "%PDF-1.4");
    const here = { name: "Here", filePath: "here.pdf", extension: "pdf" };
    const gone = { name: "Gone", filePath: "gone.pdf", extension: "pdf" };
    const outside = { name: "Outside", filePath: "../etc/passwd", extension: "pdf" };
    expect(await missingFiles(localFileStore(root), [here, gone, outside])).toEqual([gone, outside]);
    await rm(root, { recursive: true, force: true });
  });

  it("ends the stream with an error when a file vanishes after the answer started, and the process carries on", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "zip-media-"));
    await mkdir(path.join(root, "media"));
    await writeFile(path.join(root, "media/here.pdf"), "%PDF-1.4");
    const stream = zipStream(localFileStore(root), [
      { name: "Here", filePath: "here.pdf", extension: "pdf" },
      { name: "Gone", filePath: "gone.pdf", extension: "pdf" },
    ]);
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow(/gone.pdf is missing/);
    await rm(root, { recursive: true, force: true });
  });

  it("ends the stream with an error when the bucket drops a file mid-way, and the process carries on", async () => {
    const double = await startS3Double();
    try {
      const store = s3FileStore(doubleStoreOptions(double));
      await store.put("media/whole.pdf", Buffer.alloc(64 * 1024, 1), "application/pdf");
      await store.put("media/cut.pdf", Buffer.alloc(256 * 1024, 2), "application/pdf");
      double.cutOff.add("media/cut.pdf");
      const stream = zipStream(store, [
        { name: "Whole", filePath: "whole.pdf", extension: "pdf" },
        { name: "Cut", filePath: "cut.pdf", extension: "pdf" },
      ]);
      await expect(new Response(stream).arrayBuffer()).rejects.toThrow();
      // The store still answers afterwards.
      expect((await store.readAll("media/whole.pdf"))?.length).toBe(64 * 1024);
    } finally {
      await double.close();
    }
  });
});
