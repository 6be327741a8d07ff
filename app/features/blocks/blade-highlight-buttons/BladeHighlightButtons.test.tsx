import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { BladeHighlightButtons } from "./BladeHighlightButtons";
import { BladeHighlightButtonsValue } from "./schema";

describe("blade_highlight_buttons", () => {
  it("shows the headline and button_one to button_four in order, dropping empty ones (SPEC §5)", () => {
    const value = BladeHighlightButtonsValue.parse({
      headline: "How can we help?",
      button_one: { button_text: "Warranty", button_url: "/support/warranty" },
      button_two: { button_text: "FAQs", button_url: "/support/faqs" },
      button_three: { button_text: "", button_url: "/support/installation" },
      button_four: { button_text: "Documents", button_url: "/support/technical-documents" },
    });
    const html = renderInRouter(<BladeHighlightButtons value={value} index={1} />);
    expect(html).toMatch(/<h2[^>]*>How can we help\?<\/h2>/);
    const links = [...html.matchAll(/<a[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(["/support/warranty", "/support/faqs", "/support/technical-documents"]);
  });

  it("needs a headline", () => {
    expect(BladeHighlightButtonsValue.safeParse({ button_one: { button_text: "FAQs", button_url: "/support/faqs" } }).success).toBe(false);
  });
});
