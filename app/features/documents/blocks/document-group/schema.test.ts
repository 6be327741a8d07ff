import { describe, expect, it } from "vitest";
import { blockFormOf } from "../../../../site-blocks.server";
import { DocumentGroupValue } from "./schema";

describe("the document group block's value", () => {
  it("takes the library's facets, Document Type among them", () => {
    const value = { title: "Installation", tags: ["General/Installation Instructions", "Document Type/PDF"], subgroups: [] };
    expect(DocumentGroupValue.safeParse(value).success).toBe(true);
  });

  it("refuses a tag the library does not have: it would match no document", () => {
    expect(DocumentGroupValue.safeParse({ tags: ["General/Instalation Instructions"] }).success).toBe(false);
  });

  it("offers editors the facets to choose from rather than text to type", () => {
    const tags = blockFormOf("document_group").fields.find((field) => field.name === "tags");
    expect(tags?.spec).toMatchObject({ kind: "list", item: { kind: "choice" } });
    const options = tags?.spec.kind === "list" && tags.spec.item.kind === "choice" ? tags.spec.item.options : [];
    expect(options).toEqual(expect.arrayContaining(["Product Type/Folding", "Screen Type/Pleated", "Document Type/CAD (DWG)"]));
  });
});
