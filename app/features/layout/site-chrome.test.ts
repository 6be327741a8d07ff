import { describe, expect, it } from "vitest";
import { showsSiteChrome } from "./site-chrome";

describe("site chrome", () => {
  it("hides the header and footer on the PDF viewer page only", () => {
    expect(showsSiteChrome("/pdfViewer")).toBe(false);
    expect(showsSiteChrome("/")).toBe(true);
    expect(showsSiteChrome("/support/technical-documents")).toBe(true);
  });

  it("hides the site's header and footer on every admin page", () => {
    for (const path of ["/admin", "/admin/sign-in", "/admin/setup"]) expect(showsSiteChrome(path)).toBe(false);
    expect(showsSiteChrome("/administration-of-doors")).toBe(true);
  });
});
