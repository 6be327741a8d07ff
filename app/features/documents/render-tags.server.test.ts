import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectRenderTags } from "~/platform/render-tags.server";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { createAuditLog } from "../audit/index.server";
import { createDocumentLibrary } from "./library.server";
import { type DocumentRecord, createDocumentService } from "./service.server";
import { documents } from "./tables.server";
import { DOCUMENT_TYPE_GROUP, type DocumentType, groupedTag } from "./taxonomy";
import type { DocumentGroupRequest, DocumentSearchInput } from "./types";

const staff = { id: "u-staff", name: "Staff" };
const FACETS = ["Product Type/Folding", "Product Type/Sliding", "Material Type/Wood", "Material Type/Vinyl", "Panel Count/2 Panel"];
const TYPES: DocumentType[] = ["PDF", "DOC"];
const WORDS = ["threshold", "hinge", "warranty"];

/** The same sequence of choices at every run (mulberry32), so a failure can be run again. */
function choices(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.4);
  return { next, pick, some };
}

const searches: DocumentSearchInput[] = [];
for (const term of ["", "hinge"])
  for (const filetype of ["", "PDF"])
    for (const tags of [
      [],
      ["Product Type/Folding"],
      ["Product Type/Folding", "Product Type/Sliding"],
      ["Product Type/Sliding", "Material Type/Wood"],
      ["Material Type/Vinyl", "Panel Count/2 Panel", "Product Type/Folding"],
      [groupedTag(DOCUMENT_TYPE_GROUP, "DOC"), "Material Type/Wood"],
    ])
      searches.push({ term, tags, filetype, from: 0, size: 5 });
const groups: DocumentGroupRequest[] = [
  { title: "All", tags: [], subgroups: [] },
  { title: "Folding", tags: ["Product Type/Folding"], subgroups: [] },
  {
    title: "Wood",
    tags: ["Material Type/Wood"],
    subgroups: [
      { title: "Sliding", tags: ["Product Type/Sliding"] },
      { title: "Two", tags: ["Panel Count/2 Panel"] },
    ],
  },
];

describe.each(testDatabases())("what a library change drops, on $name", ({ open }) => {
  let database: Database;
  let storageDir: string;

  beforeAll(async () => {
    database = await open();
    storageDir = await mkdtemp(path.join(os.tmpdir(), "documents-tags-"));
  });
  afterAll(async () => {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it("drops every search and group whose answer the change altered, and keeps some that it did not", async () => {
    const random = choices(39);
    let published: string[] = [];
    const library = createDocumentLibrary({
      db: database.db,
      storageDir,
      audit: createAuditLog(database.db),
      changes: { publish: async (change) => void (published = "tags" in change && change.tags !== "all" ? [...change.tags] : ["*"]) },
    });
    const service = createDocumentService(database.db);
    const records: DocumentRecord[] = [];
    for (let n = 0; n < 16; n += 1) {
      const type = random.pick(TYPES);
      const filePath = `documents/doc-${n}.${type.toLowerCase()}`;
      const listed = random.next() < 0.8;
      await mkdir(path.join(storageDir, listed ? "media" : "documents-unlisted", "documents"), { recursive: true });
      await writeFile(path.join(storageDir, listed ? "media" : "documents-unlisted", filePath), "file");
      records.push({
        key: `doc-${n}`,
        title: `Document ${n} ${random.pick(WORDS)}`,
        description: random.pick(WORDS),
        displayType: type,
        mimeType: "application/octet-stream",
        documentTypes: [type],
        groupedTags: [...random.some(FACETS), groupedTag(DOCUMENT_TYPE_GROUP, type)],
        size: 100,
        filePath,
        cdnPaths: { original: `/media/${filePath}` },
        listed,
      });
    }
    await service.save(records);

    type Read = { answer: string; tags: Set<string> };
    const read = async (): Promise<Read[]> =>
      Promise.all([
        ...searches.map(async (input) => {
          const tags = new Set<string>();
          return { answer: JSON.stringify(await collectRenderTags(tags, () => service.search(input))), tags };
        }),
        ...groups.map(async (request) => {
          const tags = new Set<string>();
          return { answer: JSON.stringify(await collectRenderTags(tags, () => service.group(request))), tags };
        }),
      ]);

    let before = await read();
    let kept = 0;
    for (let step = 0; step < 40; step += 1) {
      const ids = (await database.db.select({ id: documents.id }).from(documents)).map((row) => row.id);
      const id = random.pick(ids);
      const what = random.next();
      published = [];
      if (what < 0.5) {
        const documentType = random.pick(TYPES);
        const answer = await library.saveDetails(
          id,
          { title: `Retitled ${step} ${random.pick(WORDS)}`, description: random.pick(WORDS), documentType, tags: random.some(FACETS) },
          staff,
          random.next() < 0.3,
        );
        expect(answer.ok).toBe(true);
      } else if (what < 0.9) {
        const listed = (await library.document(id))!.listed;
        expect((await library.setListed(id, !listed, staff)).ok).toBe(true);
      } else {
        expect((await library.remove(id, staff)).ok).toBe(true);
      }
      const after = await read();
      const dropped = (tags: Set<string>) => published.includes("*") || published.some((tag) => tags.has(tag));
      after.forEach((now, index) => {
        const then = before[index]!;
        if (now.answer !== then.answer) expect(dropped(then.tags), `read ${index} changed at step ${step} but was not dropped`).toBe(true);
        if (!dropped(then.tags)) kept += 1;
      });
      before = after;
    }
    // The facet tags pay: many of the searches and groups outlive a change to a document they never showed.
    expect(kept).toBeGreaterThan(100);
  });
});
