import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayTypes, documentTypes, groupedTag, mimeTypes, tagGroups } from "../../app/features/documents/taxonomy";
import type { DocumentRecord } from "../../app/features/documents/index.server";
import { zipEntryNames } from "../../tests/support/zip";
import { sniffDocumentContainer } from "../../app/lib/sniff";
import { ensureDemoDocuments } from "./generate";

const zipNames = async (file: string) => zipEntryNames(await readFile(file));

describe("demo technical library", () => {
  let storage: string;
  let records: DocumentRecord[];
  const file = (record: DocumentRecord) => path.join(storage, "media", record.filePath);
  const ofType = (type: string) => records.find((record) => record.displayType === type)!;

  beforeAll(async () => {
    storage = await mkdtemp(path.join(os.tmpdir(), "doors-library-"));
    records = (await ensureDemoDocuments(storage)).records;
  });
  afterAll(() => rm(storage, { recursive: true, force: true }));

  it("holds at least 300 documents covering every tag value, document type and display type", () => {
    expect(records.length).toBeGreaterThanOrEqual(300);
    const tags = new Set(records.flatMap((record) => record.groupedTags ?? []));
    for (const group of tagGroups)
      for (const value of group.values) expect(tags.has(groupedTag(group.name, value.value)), `${group.name}/${value.value}`).toBe(true);
    for (const type of documentTypes)
      expect(
        records.some((record) => record.documentTypes?.includes(type)),
        type,
      ).toBe(true);
    expect(new Set(records.map((record) => record.displayType))).toEqual(new Set(displayTypes));
    expect(new Set(records.map((record) => record.key)).size).toBe(records.length);
  });

  it("writes each file under media/documents with the recorded size, mime type and address", async () => {
    for (const record of records) {
      expect((await stat(file(record))).size, record.filePath).toBe(record.size);
      expect(record.mimeType).toBe(mimeTypes[record.displayType as keyof typeof mimeTypes]);
      expect(record.cdnPaths.original).toBe(`/media/${record.filePath}`);
    }
  });

  it("writes real multi-page PDFs holding the document's title and facts", async () => {
    const record = records.find((candidate) => candidate.key === "wood-folding-door-brochure")!;
    const standardFontDataUrl = `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`;
    const pdf = await getDocument({ data: new Uint8Array(await readFile(file(record))), isEvalSupported: false, standardFontDataUrl })
      .promise;
    expect(pdf.numPages).toBe(3);
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" ");
    expect(text).toContain("Wood Folding Door Brochure");
    expect(text).toContain("Material: Wood.");
    await pdf.destroy();
  });

  it("writes real zip containers for ZIP, DOCX and XLSX files, the CAD package with DXF drawings", async () => {
    expect(await zipNames(file(ofType("ZIP")))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/-plan\.dxf$/),
        expect.stringMatching(/-section\.dxf$/),
        expect.stringMatching(/-plan\.pdf$/),
        "README.txt",
      ]),
    );
    expect(await zipNames(file(ofType("DOCX")))).toContain("word/document.xml");
    expect(await zipNames(file(ofType("XLSX")))).toContain("xl/worksheets/sheet1.xml");
  });

  it("marks every DWG and RFA entry a sample, in its title, its description and its file, with no bytes that pass for the format", async () => {
    const samples = records.filter((record) => record.displayType === "DWG" || record.displayType === "RFA");
    expect(samples.length).toBeGreaterThan(0);
    for (const record of samples) {
      expect(record.title, record.key).toMatch(/\(sample\)$/);
      expect(record.description, record.key).toMatch(/^Sample entry: /);
      const body = await readFile(file(record));
      expect(body.toString("utf8"), record.key).toMatch(/^SAMPLE FILE: this is not /);
      expect(sniffDocumentContainer(body), record.key).toBeNull();
    }
  });

  it("skips files that are already current on the next start", async () => {
    expect((await ensureDemoDocuments(storage)).generated).toBe(0);
  });
});
