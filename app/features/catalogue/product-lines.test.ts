import { describe, expect, it } from "vitest";
import { aboutThisProduct, productName } from "./product-lines";

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
