import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { Copy } from "./Copy";
import { CopyValue } from "./schema";

describe("copy", () => {
  it("renders copy_text as HTML under its kicker and header", () => {
    const value = CopyValue.parse({
      kicker: "Care",
      header: "Simple upkeep",
      copy_text: "<p>Rinse &amp; dry.</p><ul><li>Tracks</li></ul>",
    });
    const html = renderInRouter(<Copy value={value} index={1} />);
    expect(html).toContain("<p>Rinse &amp; dry.</p><ul><li>Tracks</li></ul>");
    expect(html.indexOf("Care")).toBeLessThan(html.indexOf("Simple upkeep"));
    expect(html).toMatch(/<h2[^>]*>Simple upkeep<\/h2>/);
  });

  it("needs copy text (SPEC §5: rich text needs a value)", () => {
    expect(CopyValue.safeParse({ header: "Empty", copy_text: "  " }).success).toBe(false);
  });
});
