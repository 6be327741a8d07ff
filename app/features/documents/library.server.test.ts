import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UPLOADS_FOLDER, type ReceivedUpload } from "~/platform/file-upload.server";
import { type DocumentContainer, sniffDocumentContainer } from "~/lib/sniff";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { type AuditLog, createAuditLog } from "../audit/index.server";
import type { DocumentDetails, DocumentLibrary } from "./library.server";
import { createDocumentLibrary } from "./library.server";
import { type DocumentService, createDocumentService } from "./service.server";

const ed = { id: "u-ed", name: "Ed Itor" };
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)]);
const details: DocumentDetails = {
  title: "Pocket Door Installation Guide",
  description: "Step by step, for installers of stacking pocket doors.",
  documentType: "PDF",
  tags: ["Product Type/Sliding", "Product Sub-Type/Pocket", "General/Installation Instructions"],
};
const noFilter = { q: "", status: "", type: "" } as const;

describe.each(testDatabases())("the documents library as staff run it, on $name", ({ open }) => {
  let database: Database;
  let library: DocumentLibrary;
  let search: DocumentService;
  let audit: AuditLog;
  let storageDir: string;
  let changes = 0;

  /** A file as the upload route hands it over: written to the uploads folder and sniffed. */
  async function received(bytes: Buffer, originalName: string): Promise<ReceivedUpload<DocumentContainer>> {
    const tempFile = path.join(storageDir, UPLOADS_FOLDER, `${Math.random()}.part`);
    await mkdir(path.dirname(tempFile), { recursive: true });
    await writeFile(tempFile, bytes);
    const type = sniffDocumentContainer(bytes);
    if (!type) throw new Error(`${originalName} is no document`);
    return { tempFile, type, bytes: bytes.length, originalName };
  }
  const served = (url: string) => path.join(storageDir, url);
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );
  const findByTerm = async (term: string) => (await search.search({ term, tags: [], filetype: "", from: 0, size: 20 })).hits.hits;

  async function uploaded(name = "Pocket Door Install.pdf", bytes = pdf(name)) {
    const added = await library.add(await received(bytes, name), ed);
    if (!added.ok) throw new Error(added.reason);
    return added.document;
  }

  beforeAll(async () => {
    database = await open();
    audit = createAuditLog(database.db);
    storageDir = await mkdtemp(path.join(os.tmpdir(), "documents-library-"));
    library = createDocumentLibrary({ db: database.db, storageDir, audit, changes: { publish: async () => void (changes += 1) } });
    search = createDocumentService(database.db);
  });
  beforeEach(() => {
    changes = 0;
  });
  afterAll(async () => {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it("keeps an upload out of the library, named after its file, until staff put it there", async () => {
    const document = await uploaded();
    expect(document).toMatchObject({
      title: "Pocket Door Install",
      displayType: "PDF",
      documentType: "PDF",
      tags: [],
      listed: false,
      seeded: false,
    });
    expect(document.url).toMatch(/^\/media\/documents\/pocket-door-install-[0-9a-f]{8}\.pdf$/);
    expect(await exists(served(document.url))).toBe(false);
    expect(await findByTerm("pocket door install")).toEqual([]);
    expect(await readdir(path.join(storageDir, UPLOADS_FOLDER))).toEqual([]);
  });

  it("puts a document in the library with its details: the search, its facets, groups and its address follow at once", async () => {
    const document = await uploaded();
    expect(await library.saveDetails(document.id, details, ed, true)).toEqual({ ok: true });
    expect(changes).toBe(1);

    expect(await readFile(served(document.url), "utf8")).toContain("Pocket Door Install");
    const [hit] = await findByTerm("stacking pocket installers");
    expect(hit?._source).toMatchObject({ title: details.title, description: details.description, "Document Type": ["PDF"] });
    const filtered = await search.search({ term: "", tags: ["Product Sub-Type/Pocket"], filetype: "PDF", from: 0, size: 20 });
    expect(filtered.hits.hits.map((found) => found._source.title)).toContain(details.title);
    const buckets = filtered.aggregations.grouped_tags.buckets.map((bucket) => bucket.key);
    expect(buckets).toEqual(expect.arrayContaining(["General/Installation Instructions", "Document Type/PDF"]));
    const group = await search.group({ title: "Installation", tags: ["General/Installation Instructions"], subgroups: [] });
    expect(group.subgroups[0]?.docs.hits.hits.map((found) => found._source.title)).toContain(details.title);

    const entries = (await audit.list({ area: "documents", q: document.url })).entries.map((entry) => entry.action);
    expect(entries).toEqual(["put in the library", "details changed", "uploaded"]);
  });

  it("withdraws a document from the search, the groups and its address, and puts it back", async () => {
    const document = await uploaded("Withdrawn Brochure.pdf");
    await library.saveDetails(document.id, { ...details, title: "Withdrawn Brochure", tags: ["General/Brochures"] }, ed, true);

    expect(await library.setListed(document.id, false, ed)).toEqual({ ok: true });
    expect(await findByTerm("withdrawn brochure")).toEqual([]);
    expect((await search.group({ title: "", tags: ["General/Brochures"], subgroups: [] })).subgroups[0]?.docs.hits.total).toBe(0);
    expect((await search.info(document.fileName)).hits).toEqual([]);
    expect(await search.filesAt([`documents/${document.fileName}`])).toEqual([]);
    expect(await exists(served(document.url))).toBe(false);
    expect(await library.document(document.id)).toMatchObject({ listed: false, tags: ["General/Brochures"] });

    expect(await library.setListed(document.id, true, ed)).toEqual({ ok: true });
    expect(await findByTerm("withdrawn brochure")).toHaveLength(1);
    expect(await exists(served(document.url))).toBe(true);
  });

  it("refuses a file whose name says another format than its bytes, and keeps nothing of it", async () => {
    const before = (await library.list(noFilter, 1)).total;
    expect(await library.add(await received(ZIP, "brochure.pdf"), ed)).toEqual({ ok: false, reason: "name_mismatch" });
    expect((await library.list(noFilter, 1)).total).toBe(before);
    expect(await readdir(path.join(storageDir, UPLOADS_FOLDER))).toEqual([]);
  });

  it("replaces a file by one of the same type at the same address, and refuses another type", async () => {
    const document = await uploaded("Sill Details.pdf");
    await library.saveDetails(document.id, { ...details, title: "Sill Details" }, ed, true);
    const newer = pdf("revision B of the sill details, with the raised sill added");

    expect(await library.replace(document.id, await received(newer, "sill-details-rev-b.pdf"), ed)).toEqual({ ok: true });
    expect(await readFile(served(document.url))).toEqual(newer);
    expect(await library.document(document.id)).toMatchObject({ size: newer.length, url: document.url });

    expect(await library.replace(document.id, await received(ZIP, "sill-details.zip"), ed)).toEqual({ ok: false, reason: "other_type" });
    expect(await readFile(served(document.url))).toEqual(newer);
    expect(await readdir(path.join(storageDir, UPLOADS_FOLDER))).toEqual([]);
  });

  it("deletes a document with its file, listed or not", async () => {
    const listed = await uploaded("Old Price List.pdf");
    await library.saveDetails(listed.id, { ...details, title: "Old Price List" }, ed, true);
    const unlisted = await uploaded("Draft Guide.pdf");

    for (const document of [listed, unlisted]) {
      expect(await library.remove(document.id, ed)).toEqual({ ok: true });
      expect(await library.document(document.id)).toBeNull();
    }
    expect(await exists(served(listed.url))).toBe(false);
    expect(await readdir(path.join(storageDir, "documents-unlisted", "documents"))).not.toContain(unlisted.fileName);
    expect(await library.remove(listed.id, ed)).toEqual({ ok: false, reason: "not_found" });
    const [entry] = (await audit.list({ area: "documents", q: listed.url })).entries;
    expect(entry).toMatchObject({ action: "deleted", actorName: "Ed Itor", before: { title: "Old Price List" } });
  });

  it("lists documents by words, status and type", async () => {
    const document = await uploaded("Revit Family.rfa", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    expect(document).toMatchObject({ displayType: "RFA", documentType: "BIM (RFA)" });
    const found = await library.list({ q: "revit", status: "unlisted", type: "RFA" }, 1);
    expect(found.documents.map((each) => each.id)).toEqual([document.id]);
    expect((await library.list({ q: "revit", status: "listed", type: "" }, 1)).total).toBe(0);
    expect((await library.list({ q: "%", status: "", type: "" }, 1)).total).toBe(0);
  });
});
