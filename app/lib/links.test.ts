import { describe, expect, it } from "vitest";
import { classifyLink, pdfViewerHref, sameSitePath } from "./links";

const origins = ["http://localhost:3000", "https://www.lacantinadoors.com", "http://www.lacantinadoors.com"];
const classify = (url: string, title?: string) => classifyLink(url, origins, title);

describe("classifyLink (SPEC §5)", () => {
  it.each([
    ["https://www.lacantinadoors.com/products/folding-doors", "/products/folding-doors"],
    ["http://www.lacantinadoors.com/about?tab=2#team", "/about?tab=2#team"],
    ["HTTPS://WWW.LACANTINADOORS.COM/support", "/support"],
    ["https://www.lacantinadoors.com", "/"],
    ["https://www.lacantinadoors.com?ref=nav", "/?ref=nav"],
    ["http://localhost:3000/learn", "/learn"],
  ])("turns a link starting with the site's own origin into an internal route: %s", (url, to) => {
    expect(classify(url)).toEqual({ kind: "internal", to });
  });

  it("does not mistake a longer host for the site's own", () => {
    expect(classify("https://www.lacantinadoors.com.evil.example/x")).toEqual({
      kind: "external",
      href: "https://www.lacantinadoors.com.evil.example/x",
    });
  });

  it.each(["https://www.youtube.com/user/LaCantinaDoors", "http://example.com/page", "  https://example.com/  "])(
    "treats other http(s) links as external: %s",
    (url) => {
      expect(classify(url)).toEqual({ kind: "external", href: url.trim() });
    },
  );

  it.each(["//evil.example/path", "/\\evil.example/path"])("treats a scheme-relative link as external: %s", (url) => {
    expect(classify(url)).toEqual({ kind: "external", href: url });
  });

  it.each([
    ["/about/careers", "/about/careers"],
    ["support/warranty", "/support/warranty"],
    ["#continuing-education", "#continuing-education"],
    ["", "/"],
    ["https://www.lacantinadoors.com//evil.example", "/evil.example"],
  ])("treats anything else as internal: %s", (url, to) => {
    expect(classify(url)).toEqual({ kind: "internal", to });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "javascript:alert(1)//.pdf",
  ])("never makes a link of %j", (url) => {
    expect(classify(url)).toEqual({ kind: "none" });
  });

  it.each(["mailto:sales@lacantinadoors.com", "tel:+18882210141"])("keeps %s a plain link in the same tab", (url) => {
    expect(classify(url)).toEqual({ kind: "contact", href: url });
  });

  it("opens a link ending in .pdf in the PDF viewer with its url and title", () => {
    const target = classify("https://storage.example.com/docs/Folding%20Door%20Guide.pdf", "Folding Door Guide");
    expect(target).toEqual({
      kind: "pdf",
      pdfUrl: "https://storage.example.com/docs/Folding%20Door%20Guide.pdf",
      href: "/pdfViewer?pdf=https%3A%2F%2Fstorage.example.com%2Fdocs%2FFolding%2520Door%2520Guide.pdf&title=Folding+Door+Guide",
    });
    const href = new URL(target.kind === "pdf" ? target.href : "", "http://localhost");
    expect(href.pathname).toBe("/pdfViewer");
    expect(href.searchParams.get("pdf")).toBe("https://storage.example.com/docs/Folding%20Door%20Guide.pdf");
    expect(href.searchParams.get("title")).toBe("Folding Door Guide");
  });

  it.each([
    ["/files/warranty.PDF", "/files/warranty.PDF"],
    ["/files/warranty.pdf?download=1", "/files/warranty.pdf?download=1"],
    ["https://www.lacantinadoors.com/files/install.pdf", "/files/install.pdf"],
  ])("recognises %s as a PDF", (url, pdfUrl) => {
    expect(classify(url)).toMatchObject({ kind: "pdf", pdfUrl });
  });

  it("does not take a .pdf in the query or fragment for a PDF link", () => {
    expect(classify("/search?q=guide.pdf")).toEqual({ kind: "internal", to: "/search?q=guide.pdf" });
  });
});

describe("pdfViewerHref", () => {
  it("encodes the document url and title as query parameters", () => {
    expect(pdfViewerHref("/files/a&b.pdf", "A & B")).toBe("/pdfViewer?pdf=%2Ffiles%2Fa%26b.pdf&title=A+%26+B");
  });
});

describe("sameSitePath", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    for (const path of ["/", "/support/faqs", "/search/folding%20doors?page=2#results", "/blog/a-b_c.d~e"])
      expect(sameSitePath(path)).toBe(path);
  });

  it("refuses whatever a browser could take to another host", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "\\\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "",
      "/ok\u0000",
      "/ok\\..\\x",
    ]) {
      expect(sameSitePath(target), JSON.stringify(target)).toBeNull();
    }
  });
});
