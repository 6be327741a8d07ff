import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoDocuments } from "../../../content/documents/generate";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { type DocumentRecord, type DocumentService, createDocumentService } from "./service.server";
import { documentTypes, groupedTag, tagGroups } from "./taxonomy";
import type { DocumentSearchInput } from "./types";

const all: DocumentSearchInput = { term: "", tags: [], filetype: "", from: 0, size: 20 };
const bucket = (buckets: { key: string; doc_count: number }[], key: string) => buckets.find((b) => b.key === key)?.doc_count ?? 0;

describe.each(testDatabases())("document service on $name", ({ open }) => {
  let database: Database;
  let documents: DocumentService;
  let records: DocumentRecord[];
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), "doors-documents-"));
    records = (await ensureDemoDocuments(storageDir)).records;
    database = await open();
    documents = createDocumentService(database.db);
    await documents.save(records);
  });
  afterAll(async () => {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it("holds the whole demo library, and saving it again replaces rather than duplicates", async () => {
    expect(records.length).toBeGreaterThanOrEqual(300);
    await documents.save(records);
    expect(await documents.count()).toBe(records.length);
  });

  it("answers a page of 20 hits with the _source fields of SPEC §7, in title order without a term", async () => {
    const page = await documents.search(all);
    expect(page.hits.total).toBe(records.length);
    expect(page.hits.hits).toHaveLength(20);
    const titles = page.hits.hits.map((hit) => hit._source.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(page.hits.hits[0]).toMatchObject({
      _id: expect.any(String),
      _source: {
        title: expect.any(String),
        display_type: expect.any(String),
        mime_type: expect.any(String),
        description: expect.any(String),
        cdn_paths: { original: expect.stringMatching(/^\/media\/documents\//) },
      },
    });
    const last = await documents.search({ ...all, from: Math.floor(records.length / 20) * 20 });
    expect(last.hits.hits).toHaveLength(records.length % 20);
  });

  it("ranks a title match above matches in the description or body", async () => {
    const result = await documents.search({ ...all, term: "warranty" });
    expect(result.hits.total).toBeGreaterThan(20);
    const first = result.hits.hits.slice(0, 5).map((hit) => hit._source.title);
    for (const title of first) expect(title).toMatch(/warranty/i);
    const bodyOnly = await documents.search({ ...all, term: "Kynar" });
    expect(bodyOnly.hits.total).toBeGreaterThan(0);
  });

  it("filters by every tag value of every group, and every hit carries the tag", async () => {
    for (const group of tagGroups) {
      for (const value of group.values) {
        const tag = groupedTag(group.name, value.value);
        const result = await documents.search({ ...all, tags: [tag], size: 100 });
        expect(result.hits.total, tag).toBeGreaterThan(0);
        const keys = new Set(records.filter((record) => record.groupedTags?.includes(tag)).map((record) => record.key));
        expect(result.hits.total, tag).toBe(keys.size);
        for (const hit of result.hits.hits) expect(keys.has(hit._id), tag).toBe(true);
      }
    }
  });

  it("filters by each document type, and every display type is in the library", async () => {
    for (const type of documentTypes) {
      const result = await documents.search({ ...all, filetype: type });
      expect(result.hits.total, type).toBe(records.filter((record) => record.documentTypes?.includes(type)).length);
    }
    expect(new Set(records.map((record) => record.displayType))).toEqual(
      new Set(["DOC", "DOCX", "DWG", "PDF", "PPT", "PPTX", "RFA", "XLS", "XLSX", "ZIP"]),
    );
  });

  it("joins values of one group with OR and groups with AND", async () => {
    const folding = groupedTag("Product Type", "Folding");
    const sliding = groupedTag("Product Type", "Sliding");
    const wood = groupedTag("Material Type", "Wood");
    const either = await documents.search({ ...all, tags: [folding, sliding] });
    const count = (predicate: (tags: string[]) => boolean) => records.filter((record) => predicate(record.groupedTags ?? [])).length;
    expect(either.hits.total).toBe(count((tags) => tags.includes(folding) || tags.includes(sliding)));
    const both = await documents.search({ ...all, tags: [folding, wood] });
    expect(both.hits.total).toBe(count((tags) => tags.includes(folding) && tags.includes(wood)));
  });

  it("counts facets over the term and the other groups' filters, never a group's own selection", async () => {
    const folding = groupedTag("Product Type", "Folding");
    const result = await documents.search({ ...all, term: "installation", tags: [folding], filetype: "PDF" });
    const termOnly = await documents.search({ ...all, term: "installation", filetype: "PDF" });
    const { buckets } = result.aggregations.grouped_tags;
    // Product Type's own buckets ignore the Folding selection: Sliding still counts.
    expect(bucket(buckets, groupedTag("Product Type", "Sliding"))).toBe(
      bucket(termOnly.aggregations.grouped_tags.buckets, groupedTag("Product Type", "Sliding")),
    );
    expect(bucket(buckets, groupedTag("Product Type", "Sliding"))).toBeGreaterThan(0);
    // Other groups shrink to the Folding documents: every hit has one Screen Type.
    expect(bucket(buckets, groupedTag("Product Type", "Folding"))).toBe(result.hits.total);
    expect(
      bucket(buckets, groupedTag("Screen Type", "Pleated")) +
        bucket(buckets, groupedTag("Screen Type", "Non-Pleated")) +
        bucket(buckets, groupedTag("Screen Type", "No Screen")),
    ).toBe(result.hits.total);
    // Document type counts ignore the document type filter but keep the tags.
    const anyType = await documents.search({ ...all, term: "installation", tags: [folding] });
    expect(bucket(result.aggregations.filetype.buckets, "PDF")).toBe(result.hits.total);
    expect(result.aggregations.filetype.buckets.reduce((sum, b) => sum + b.doc_count, 0)).toBe(anyType.hits.total);
  });

  it("counts each facet in one pass as the library's documents say: every bucket over all the other filters", async () => {
    const combinations = [
      { tags: [groupedTag("Product Type", "Folding"), groupedTag("Material Type", "Aluminum")], filetype: "" },
      {
        tags: [groupedTag("Product Type", "Folding"), groupedTag("Product Type", "Sliding"), groupedTag("Material Type", "Wood")],
        filetype: "PDF",
      },
      { tags: [groupedTag("Screen Type", "Pleated")], filetype: "CAD (DWG)" },
      { tags: [], filetype: "PDF" },
    ];
    for (const { tags, filetype } of combinations) {
      const groups = new Map<string, string[]>();
      for (const tag of tags) groups.set(tag.split("/")[0]!, [...(groups.get(tag.split("/")[0]!) ?? []), tag]);
      const passes = (record: DocumentRecord, skip?: string) =>
        [...groups].every(([group, selected]) => group === skip || selected.some((tag) => record.groupedTags?.includes(tag))) &&
        (skip === "filetype" || !filetype || (record.documentTypes ?? []).includes(filetype));
      const expected = (facet: "groupedTags" | "documentTypes") => {
        const counts = new Map<string, number>();
        for (const record of records) {
          for (const key of record[facet] ?? []) {
            const group = facet === "documentTypes" ? "filetype" : key.split("/")[0]!;
            if (passes(record, groups.has(group) || group === "filetype" ? group : undefined)) counts.set(key, (counts.get(key) ?? 0) + 1);
          }
        }
        return Object.fromEntries(counts);
      };
      const result = await documents.search({ ...all, tags, filetype });
      const asObject = (buckets: { key: string; doc_count: number }[]) => Object.fromEntries(buckets.map((b) => [b.key, b.doc_count]));
      expect(result.hits.total).toBe(records.filter((record) => passes(record)).length);
      expect(asObject(result.aggregations.grouped_tags.buckets)).toEqual(expected("groupedTags"));
      expect(asObject(result.aggregations.filetype.buckets)).toEqual(expected("documentTypes"));
    }
  });

  it("answers an empty result, not an error, for unknown tags, document types and stop-word terms", async () => {
    expect((await documents.search({ ...all, tags: ["Product Type/Teleporter"] })).hits.total).toBe(0);
    expect((await documents.search({ ...all, tags: ["no group"] })).hits.total).toBe(0);
    expect((await documents.search({ ...all, filetype: "EXE" })).hits.total).toBe(0);
    expect((await documents.search({ ...all, term: "the" })).hits.total).toBe(0);
    expect((await documents.search({ ...all, term: "'\"):*&|!<->" })).hits.total).toBeGreaterThanOrEqual(0);
  });

  it("answers a document group with its subgroups' documents, all tags required", async () => {
    const group = await documents.group({
      title: "Installation",
      tags: [groupedTag("General", "Installation Instructions")],
      subgroups: [
        { title: "Folding Doors", tags: [groupedTag("Product Type", "Folding")] },
        { title: "Screens", tags: [groupedTag("Product Type", "Screens")] },
      ],
    });
    expect(group.title).toBe("Installation");
    expect(group.subgroups.map((subgroup) => subgroup.title)).toEqual(["Folding Doors", "Screens"]);
    for (const subgroup of group.subgroups) expect(subgroup.docs.hits.hits.length).toBeGreaterThan(0);
    const untitled = await documents.group({ title: "", tags: [groupedTag("General", "Warranty")], subgroups: [] });
    expect(untitled.subgroups).toHaveLength(1);
    expect(untitled.subgroups[0]!.docs.hits.hits.every((hit) => hit._source.title.length > 0)).toBe(true);
  });

  it("answers a document's info by its file name, and no hits for an unknown one", async () => {
    const info = await documents.info("wood-folding-door-brochure.pdf");
    expect(info.hits[0]?._source).toEqual({ title: "Wood Folding Door Brochure", file_display_name: "Wood Folding Door Brochure.pdf" });
    expect((await documents.info("nothing.pdf")).hits).toEqual([]);
    expect((await documents.info("%")).hits).toEqual([]);
  });
});
