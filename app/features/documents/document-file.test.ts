import { describe, expect, it } from "vitest";
import { displayTypeOf } from "./document-file";

describe("the display type of an uploaded document", () => {
  it.each([
    ["pdf", "brochure.pdf", "PDF"],
    ["ole", "order-form.xls", "XLS"],
    ["ole", "door family.RFA", "RFA"],
    ["zip", "guide-specifications.docx", "DOCX"],
    ["zip", "cad-details.zip", "ZIP"],
    ["dwg", "sill-detail.dwg", "DWG"],
  ] as const)("takes a %s file named %s as %s", (container, name, type) => {
    expect(displayTypeOf(container, name)).toBe(type);
  });

  it.each([
    ["pdf", "scan", "PDF"],
    ["dwg", "drawing.bak", "DWG"],
    ["zip", "archive", "ZIP"],
  ] as const)("knows a %s file named %s by its bytes alone", (container, name, type) => {
    expect(displayTypeOf(container, name)).toBe(type);
  });

  it.each([
    ["a ZIP named as a PDF", "zip", "brochure.pdf"],
    ["a PDF named as a drawing", "pdf", "sill-detail.dwg"],
    ["an OLE file whose name says nothing", "ole", "family"],
  ] as const)("refuses %s", (_name, container, name) => {
    expect(displayTypeOf(container, name)).toBeNull();
  });
});
