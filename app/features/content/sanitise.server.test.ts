import { describe, expect, it } from "vitest";
import { sanitiseHtml, sanitiseVersion } from "./sanitise.server";

describe("sanitiseHtml", () => {
  it("drops script tags with their content", () => {
    expect(sanitiseHtml("<p>Hello</p><script>alert(1)</script>", "basic_html")).toBe("<p>Hello</p>");
  });

  it("drops event handlers and keeps the allowed attributes", () => {
    expect(sanitiseHtml('<img src="https://cdn.example/a.jpg" alt="A door" width="10" onerror="alert(1)">', "basic_html")).toBe(
      '<img src="https://cdn.example/a.jpg" alt="A door" width="10" />',
    );
  });

  it("removes javascript: and data: URLs", () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)">x</a>', "copy_text")).toBe("<a>x</a>");
    expect(sanitiseHtml('<a href=" JaVaScRiPt:alert(1)">x</a>', "copy_text")).toBe("<a>x</a>");
    expect(sanitiseHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">', "copy_text")).toBe("<img />");
  });

  it("keeps links, lists, headings and tables", () => {
    const html =
      '<h2>Title</h2><p><a href="/support" title="Support">help</a> <strong>now</strong></p><ul><li>one</li></ul><table><tr><th scope="col">a</th></tr></table>';
    expect(sanitiseHtml(html, "basic_html")).toBe(html);
  });

  it("adds rel=noopener to another site's link that opens a new tab, and never nofollow", () => {
    expect(sanitiseHtml('<a href="https://example.com" target="_blank">x</a>', "basic_html")).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener">x</a>',
    );
    expect(sanitiseHtml('<a href="https://example.com" target="_blank" rel="nofollow">x</a>', "basic_html")).toBe(
      '<a href="https://example.com" target="_blank" rel="nofollow noopener">x</a>',
    );
    expect(sanitiseHtml('<a href="https://example.com">x</a>', "basic_html")).toBe('<a href="https://example.com">x</a>');
  });

  it("keeps only the allowed target and rel words on another site's link", () => {
    expect(sanitiseHtml('<a href="https://example.com" target="_top" rel="opener sponsored nofollow">x</a>', "basic_html")).toBe(
      '<a href="https://example.com" rel="nofollow">x</a>',
    );
    expect(sanitiseHtml('<a href="https://example.com" target="name" rel="external">x</a>', "basic_html")).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it("makes links to this site's own pages plain links: no new tab, no nofollow (issue 38)", () => {
    const origins = ["https://www.lacantinadoors.com", "http://localhost:3000"];
    const linkDefaults = 'target="_blank" rel="noopener noreferrer nofollow"';
    for (const href of ["/support", "support/warranty", "#faq", "https://www.lacantinadoors.com/about", "http://localhost:3000/learn"]) {
      expect(sanitiseHtml(`<a href="${href}" ${linkDefaults}>x</a>`, "copy_text", origins)).toBe(`<a href="${href}">x</a>`);
    }
    expect(sanitiseHtml(`<a href="mailto:sales@example.com" ${linkDefaults}>x</a>`, "copy_text", origins)).toBe(
      '<a href="mailto:sales@example.com">x</a>',
    );
  });

  it("drops styles, classes, forms and iframes from rich text", () => {
    expect(
      sanitiseHtml(
        '<p style="color:red" class="x">a</p><form><input></form><iframe src="https://www.youtube.com/embed/x"></iframe>',
        "copy_text",
      ),
    ).toBe("<p>a</p>");
  });

  it("lets a code snippet embed YouTube and Vimeo players, and nothing else", () => {
    const youtube = '<iframe src="https://www.youtube.com/embed/abc" title="Video" allowfullscreen></iframe>';
    expect(sanitiseHtml(youtube, "code_snippet")).toBe(youtube);
    expect(sanitiseHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>', "code_snippet")).toContain("player.vimeo.com");
    expect(sanitiseHtml('<iframe src="https://evil.example/x"></iframe>', "code_snippet")).toBe("<iframe></iframe>");
    expect(sanitiseHtml('<iframe src="javascript:alert(1)"></iframe>', "code_snippet")).toBe("<iframe></iframe>");
  });

  it("is idempotent, so importing twice stores the same text", () => {
    const once = sanitiseHtml("<p>Tom &amp; Jerry &lt;3 <b>5 > 4</b></p>", "basic_html");
    expect(sanitiseHtml(once, "basic_html")).toBe(once);
  });
});

describe("sanitiseVersion", () => {
  const hostile = '<p onclick="steal()">Hi</p><script>steal()</script>';

  it("sanitises HTML fields at any depth, in lists and in nested elements, and leaves other fields alone", () => {
    const version = sanitiseVersion({
      title: "T",
      metadata: {},
      elements: [
        { id: "a", render_name: "copy", value: { header: "<b>plain</b>", copy_text: hostile } },
        { id: "b", render_name: "faq", value: { qa_combo: [{ question: "<i>Q</i>", answer: hostile }] } },
        { id: "c", render_name: "basic_html", value: hostile },
        {
          id: "d",
          render_name: "blade_two_column",
          value: {
            elements: [
              { id: "d1", render_name: "basic_html", value: { basic_html: [hostile, "<a href='javascript:x'>l</a>"] } },
              { id: "d2", render_name: "code_snippet", value: '<script src="https://evil.example/x.js"></script>' },
            ],
          },
        },
      ],
    });
    const [copy, faq, basic, nested] = version.elements;
    expect(copy?.value).toEqual({ header: "<b>plain</b>", copy_text: "<p>Hi</p>" });
    expect(faq?.value).toEqual({ qa_combo: [{ question: "<i>Q</i>", answer: "<p>Hi</p>" }] });
    expect(basic?.value).toBe("<p>Hi</p>");
    expect(nested?.value).toEqual({
      elements: [
        { id: "d1", render_name: "basic_html", value: { basic_html: ["<p>Hi</p>", "<a>l</a>"] } },
        { id: "d2", render_name: "code_snippet", value: "" },
      ],
    });
  });
});

describe("sanitiseVersion's links", () => {
  it("knows this site's own links by the origins it is given, at any depth", () => {
    const version = sanitiseVersion(
      {
        title: "Links",
        metadata: {},
        elements: [
          {
            id: "a",
            render_name: "blade_two_column",
            value: {
              elements: [
                { id: "a1", render_name: "basic_html", value: '<a href="https://www.lacantinadoors.com/x" target="_blank">x</a>' },
              ],
            },
          },
        ],
      },
      ["https://www.lacantinadoors.com"],
    );
    expect(version.elements[0]?.value).toEqual({
      elements: [{ id: "a1", render_name: "basic_html", value: '<a href="https://www.lacantinadoors.com/x">x</a>' }],
    });
  });
});
