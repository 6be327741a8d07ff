import { describe, expect, it } from "vitest";
import { readDocumentGroup } from "./group-result";

const source = {
  title: "Folding door installation",
  display_type: "PDF",
  mime_type: "application/pdf",
  description: "",
  cdn_paths: { original: "/media/documents/folding.pdf" },
  "Document Type": ["Installation Instructions"],
  size: 2048,
  updated_at: "2024-01-01T00:00:00.000Z",
};
const group = (hit: unknown = { _id: "folding", _source: source }) => ({
  title: "Installation",
  subgroups: [{ title: "Folding Doors", docs: { hits: { total: 1, hits: [hit] } } }],
});

describe("readDocumentGroup", () => {
  it("reads the group the API answers", () => {
    expect(readDocumentGroup(group())).toEqual(group());
    expect(readDocumentGroup({ title: "", subgroups: [] })).toEqual({ title: "", subgroups: [] });
  });

  it.each([
    ["null", null],
    ["an array", [group()]],
    ["text", JSON.stringify(group())],
    ["no subgroups", { title: "Installation" }],
    ["subgroups that are not a list", { title: "Installation", subgroups: { 0: group().subgroups[0] } }],
    ["a title that is not text", { title: 7, subgroups: [] }],
    ["a subgroup that is null", { title: "Installation", subgroups: [null] }],
    ["a subgroup without docs", { title: "Installation", subgroups: [{ title: "Folding Doors" }] }],
    ["a huge total", { title: "x", subgroups: [{ title: "y", docs: { hits: { total: 1e308, hits: [] } } }] }],
    ["a negative total", { title: "x", subgroups: [{ title: "y", docs: { hits: { total: -1, hits: [] } } }] }],
    ["hits that are not a list", { title: "x", subgroups: [{ title: "y", docs: { hits: { total: 0, hits: "none" } } }] }],
  ])("refuses a body with %s", (_, body) => {
    expect(readDocumentGroup(body)).toBeUndefined();
  });

  it.each([
    ["a hit without an id", { _source: source }],
    ["a hit whose id is a number", { _id: 7, _source: source }],
    ["a hit without a source", { _id: "folding" }],
    ["a source whose size is text", { _id: "folding", _source: { ...source, size: "2048" } }],
    ["a source whose size is huge", { _id: "folding", _source: { ...source, size: 2 ** 60 } }],
    ["a source whose Document Type is text", { _id: "folding", _source: { ...source, "Document Type": "Installation" } }],
    ["a source whose paths hold a number", { _id: "folding", _source: { ...source, cdn_paths: { original: 1 } } }],
    ["a source whose paths are a list", { _id: "folding", _source: { ...source, cdn_paths: ["/media/documents/folding.pdf"] } }],
    ["a source without a title", { _id: "folding", _source: { ...source, title: undefined } }],
    ["a source whose date is null", { _id: "folding", _source: { ...source, updated_at: null } }],
  ])("refuses a body with %s", (_, hit) => {
    expect(readDocumentGroup(group(hit))).toBeUndefined();
  });
});
