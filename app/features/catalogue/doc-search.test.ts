import { describe, expect, it } from "vitest";
import { docSearchHref } from "./doc-search";
import { docFiltersFor } from "./product-lines";

describe("doc-search links", () => {
  it("open the technical documents with Product_Type, Material_Type and Screen_Type filters", () => {
    expect(docSearchHref(docFiltersFor("folding-doors/aluminum-wood"))).toBe(
      "/support/technical-documents?Product_Type=Folding&Material_Type=Aluminum%20Wood",
    );
    expect(docSearchHref(docFiltersFor("swing-doors/v2"))).toBe("/support/technical-documents?Product_Type=Swinging&Material_Type=V2");
    expect(docSearchHref(docFiltersFor("sliding-doors/aluminum-thermally-controlled"))).toBe(
      "/support/technical-documents?Product_Type=Sliding&Material_Type=Aluminum%20Thermally%20Controlled",
    );
    expect(docSearchHref(docFiltersFor("screens/non-pleated"))).toBe(
      "/support/technical-documents?Product_Type=Screens&Screen_Type=Non-Pleated",
    );
    expect(docSearchHref(docFiltersFor("windows/v2-direct-set"))).toBe(
      "/support/technical-documents?Product_Type=V2%20Direct%20Set&Material_Type=V2",
    );
  });

  it("find the servery window, which has no Product Type of its own, by its name", () => {
    expect(docSearchHref(docFiltersFor("windows/servery-window"))).toBe(
      "/support/technical-documents?term=Servery%20Window&Material_Type=Aluminum",
    );
  });

  it("without filters open the documents page as it is", () => {
    expect(docSearchHref({})).toBe("/support/technical-documents");
  });
});
