import { describe, expect, it } from "vitest";
import { libraryFilePath } from "./file-url";
import { DEFAULT_PDF_TITLE, viewerPdfUrl, viewerTitle } from "./pdf-viewer-state";

const ORIGIN = "https://www.lacantinadoors.com";

describe("PDF viewer allow-list", () => {
  it("accepts PDFs of the library, by path or on our own origin", () => {
    expect(viewerPdfUrl("/media/documents/wood-folding-door-brochure.pdf")).toBe("/media/documents/wood-folding-door-brochure.pdf");
    expect(viewerPdfUrl(`${ORIGIN}/media/documents/a.pdf`, [ORIGIN])).toBe("/media/documents/a.pdf");
  });

  it.each([
    null,
    "",
    "https://evil.example/media/documents/a.pdf",
    `${ORIGIN}.evil.example/media/documents/a.pdf`,
    "//evil.example/media/documents/a.pdf",
    "javascript:alert(1)//a.pdf",
    "data:application/pdf;base64,AAAA",
    "/media/documents/../secrets.pdf",
    "/media/documents/..%2Fsecrets.pdf",
    "/media/documents/sub/a.pdf",
    "/media/documents/a.docx",
    "/media/other/a.pdf",
    "/media/documents/a.pdf?x=1",
    "/media/documents/.hidden.pdf",
  ])("refuses %s", (pdf) => {
    expect(viewerPdfUrl(pdf, [ORIGIN])).toBeNull();
  });

  it("maps library addresses to storage paths for the zip, and nothing else", () => {
    expect(libraryFilePath("/media/documents/a-b_c.1.dwg")).toBe("documents/a-b_c.1.dwg");
    expect(libraryFilePath("/media/documents/")).toBeNull();
    expect(libraryFilePath("/media/documents/a\u0000.pdf")).toBeNull();
  });

  it("takes the title from title, then name, then the library, then a default", () => {
    expect(viewerTitle(new URLSearchParams("title=Brochure&name=x"), "Known")).toBe("Brochure");
    expect(viewerTitle(new URLSearchParams("name=Spec"), "Known")).toBe("Spec");
    expect(viewerTitle(new URLSearchParams(""), "Known")).toBe("Known");
    expect(viewerTitle(new URLSearchParams("title=%20"), undefined)).toBe(DEFAULT_PDF_TITLE);
  });
});
