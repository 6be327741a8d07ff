import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../tests/support/render";
import { SmartLink } from "./SmartLink";

/** Renders one SmartLink on a page served from http://localhost:3000, as the root loader describes it. */
function render(href: string, title?: string): string {
  const html = renderInRouter(
    <SmartLink href={href} title={title}>
      Link text
    </SmartLink>,
  );
  const anchor = /<(a|span)\b[^>]*>Link text<\/\1>/.exec(html)?.[0];
  if (!anchor) throw new Error(`no link rendered in ${html}`);
  return anchor;
}

describe("SmartLink", () => {
  it("renders an internal route for a link to the site's own origin, in the same tab", () => {
    const html = render("https://www.lacantinadoors.com/support/warranty");
    expect(html).toContain('href="/support/warranty"');
    expect(html).not.toContain("target=");
  });

  it("opens other http(s) links in a new tab with rel noopener", () => {
    const html = render("https://www.youtube.com/user/LaCantinaDoors");
    expect(html).toContain('href="https://www.youtube.com/user/LaCantinaDoors"');
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="[^"]*noopener/);
  });

  it("opens a .pdf link in the PDF viewer, in a new tab", () => {
    const html = render("https://storage.example.com/docs/guide.pdf", "Installation Guide");
    expect(html).toContain('href="/pdfViewer?pdf=https%3A%2F%2Fstorage.example.com%2Fdocs%2Fguide.pdf&amp;title=Installation+Guide"');
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="[^"]*noopener/);
    // Marked as a file, which the analytics feature reports as a file_download when clicked.
    expect(html).toContain('data-file-download="https://storage.example.com/docs/guide.pdf"');
    expect(html).toContain('data-file-title="Installation Guide"');
  });

  it("keeps mailto: and tel: links in the same tab", () => {
    expect(render("tel:+18882210141")).toMatch(/^<a href="tel:\+18882210141"[^>]*>/);
    expect(render("tel:+18882210141")).not.toContain("target=");
  });

  it("renders a javascript: URL as text, never as a link", () => {
    const html = render("javascript:alert(document.cookie)");
    expect(html).toMatch(/^<span/);
    expect(html).not.toContain("javascript:");
  });
});
