import { describe, expect, it } from "vitest";
import { entryNames, safeFileName } from "./zip.server";

describe("zip names", () => {
  it("sanitises the download name and never leaves it empty", () => {
    expect(safeFileName('Installation "Docs"\r\nSet-Cookie: x')).toBe("Installation Docs Set-Cookie x");
    expect(safeFileName("../../etc/passwd")).toBe("etc passwd");
    expect(safeFileName("Ünïcödé")).toBe("Unicode");
    expect(safeFileName("///")).toBe("documents");
    expect(safeFileName("x".repeat(300))).toHaveLength(100);
  });

  it("names entries after the documents with their extension, never twice the same", () => {
    expect(
      entryNames([
        { name: "Brochure", filePath: "documents/a.pdf", extension: "pdf" },
        { name: "brochure.pdf", filePath: "documents/b.pdf", extension: "pdf" },
        { name: "../Sizes", filePath: "documents/c.xlsx", extension: "xlsx" },
        { name: "", filePath: "documents/d.dwg", extension: "dwg" },
      ]),
    ).toEqual(["Brochure.pdf", "brochure (2).pdf", "Sizes.xlsx", "document.dwg"]);
  });
});
