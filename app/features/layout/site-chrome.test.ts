import { describe, expect, it } from "vitest";
import { showsSiteChrome } from "./site-chrome";

describe("site chrome", () => {
  it("hides the header and footer on the PDF viewer page only", () => {
    expect(showsSiteChrome("/pdfViewer")).toBe(false);
    expect(showsSiteChrome("/")).toBe(true);
    expect(showsSiteChrome("/support/technical-documents")).toBe(true);
  });
});
