import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { BasicHtml } from "./BasicHtml";
import { BasicHtmlValue } from "./schema";

describe("basic_html", () => {
  it("renders its HTML as markup, not as text", () => {
    const value = BasicHtmlValue.parse({ basic_html: '<h2>Scope</h2><p>These terms apply to <a href="/">this site</a>.</p>' });
    const html = renderInRouter(<BasicHtml value={value} index={1} />);
    expect(html).toContain('<h2>Scope</h2><p>These terms apply to <a href="/">this site</a>.</p>');
  });

  it("renders nothing without a value (SPEC §5)", () => {
    expect(renderInRouter(<BasicHtml value={BasicHtmlValue.parse({})} index={1} />)).toBe("");
    expect(renderInRouter(<BasicHtml value={BasicHtmlValue.parse({ basic_html: "   " })} index={1} />)).toBe("");
  });
});
