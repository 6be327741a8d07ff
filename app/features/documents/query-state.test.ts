import { describe, expect, it } from "vitest";
import { documentQueryHref, emptyQuery, parseDocumentQuery, toggleFiletype, toggleTag, withPage } from "./query-state";

const parse = (search: string) => parseDocumentQuery(new URLSearchParams(search));

describe("technical documents URL state (SPEC §2, §4)", () => {
  it("reads term, 1-based page, groups by name with underscores and Document_Type", () => {
    expect(
      parse(
        "term=sill&page=3&Product_Type=Folding&Product_Type=Sliding&Material_Type=Aluminum+Wood&Product_Sub-Type=Pocket&Document_Type=CAD+%28DWG%29",
      ),
    ).toEqual({
      term: "sill",
      page: 3,
      tags: ["Product Type/Folding", "Product Type/Sliding", "Material Type/Aluminum Wood", "Product Sub-Type/Pocket"],
      filetype: "CAD (DWG)",
    });
  });

  it("round-trips every state through its address", () => {
    const states = [
      emptyQuery,
      { term: "head detail", page: 2, tags: ["Sill Type/Flush Sill", "General/Title 24"], filetype: "PDF" as const },
      { term: "", page: 1, tags: ["Panel Count/6 Panel", "Track Count/1 Track"], filetype: "" as const },
    ];
    for (const state of states) expect(parse(documentQueryHref(state).split("?")[1] ?? "")).toEqual(state);
  });

  it("gives one filter combination one address, in sidebar order, page 1 left out", () => {
    const a = documentQueryHref({ ...emptyQuery, tags: ["General/LEED", "Product Type/Folding"] });
    const b = documentQueryHref({ ...emptyQuery, tags: ["Product Type/Folding", "General/LEED"] });
    expect(a).toBe("/support/technical-documents?Product_Type=Folding&General=LEED");
    expect(b).toBe(a);
    expect(documentQueryHref(emptyQuery)).toBe("/support/technical-documents");
  });

  it("adds a tag on the first selection and removes it on the second, dropping the page each time", () => {
    const paged = withPage({ ...emptyQuery, tags: ["Product Type/Folding"] }, 4);
    const added = toggleTag(paged, "Material Type/Wood");
    expect(added).toMatchObject({ page: 1, tags: ["Product Type/Folding", "Material Type/Wood"] });
    expect(toggleTag(withPage(added, 3), "Material Type/Wood")).toMatchObject({ page: 1, tags: ["Product Type/Folding"] });
  });

  it("toggles the single document-type value", () => {
    const pdf = toggleFiletype(withPage(emptyQuery, 2), "PDF");
    expect(pdf).toMatchObject({ filetype: "PDF", page: 1 });
    expect(toggleFiletype(pdf, "BIM (RFA)").filetype).toBe("BIM (RFA)");
    expect(toggleFiletype(pdf, "PDF").filetype).toBe("");
  });

  it("ignores unknown groups and values, bad pages and over-long terms", () => {
    expect(parse(`Product_Type=Hovercraft&Colour=Red&Document_Type=EXE&page=0&term=${"x".repeat(500)}`)).toEqual({
      term: "x".repeat(200),
      page: 1,
      tags: [],
      filetype: "",
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=-3").page).toBe(1);
    expect(parse("page=100000").page).toBe(1);
    expect(parse("Product_Type=Folding&Product_Type=Folding").tags).toEqual(["Product Type/Folding"]);
  });
});
