import { describe, expect, it } from "vitest";
import { aboutThisProduct, docFiltersFor, docSearchHref, productName } from "./product-lines";

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

  it("without filters open the documents page as it is", () => {
    expect(docSearchHref({})).toBe("/support/technical-documents");
  });
});

describe("about this product", () => {
  const hrefs = (key: string) => aboutThisProduct(key)?.links.map((link) => link.href);

  it("lists the 7 folding, 4 sliding and 5 swing materials at /products/{line}-doors/{material}", () => {
    expect(hrefs("folding-doors/wood")).toEqual([
      "/products/folding-doors/v2",
      "/products/folding-doors/aluminum",
      "/products/folding-doors/aluminum-thermally-controlled",
      "/products/folding-doors/aluminum-wood",
      "/products/folding-doors/contemporary-clad",
      "/products/folding-doors/wood",
      "/products/folding-doors/vinyl",
    ]);
    expect(hrefs("sliding-doors/aluminum")).toHaveLength(4);
    expect(hrefs("swing-doors/v2")).toEqual([
      "/products/swing-doors/aluminum",
      "/products/swing-doors/aluminum-thermally-controlled",
      "/products/swing-doors/aluminum-wood",
      "/products/swing-doors/contemporary-clad",
      "/products/swing-doors/wood",
    ]);
  });

  it("lists Pleated and Non-Pleated for screens, and marks the current product", () => {
    const about = aboutThisProduct("screens/pleated");
    expect(about?.links.map((link) => [link.label, link.href, link.current])).toEqual([
      ["Pleated", "/products/screens/pleated", true],
      ["Non-Pleated", "/products/screens/non-pleated", false],
    ]);
  });

  it("has nothing for windows", () => {
    expect(aboutThisProduct("windows/servery-window")).toBeNull();
  });
});

it("names products the way visitors say them", () => {
  expect(productName({ major_label: "Folding Doors", minor_label: "Aluminum" })).toBe("Aluminum Folding Doors");
  expect(productName({ major_label: "Windows", minor_label: "Servery Windows" })).toBe("Servery Windows");
});
