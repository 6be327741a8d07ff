// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
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
    renderInDom(<BladeHighlightButtons value={value} index={1} />);
    expect(screen.getByRole("heading", { level: 2, name: "How can we help?" })).toBeTruthy();
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/support/warranty", "/support/faqs", "/support/technical-documents"]);
  });

  it("needs a headline", () => {
    expect(BladeHighlightButtonsValue.safeParse({ button_one: { button_text: "FAQs", button_url: "/support/faqs" } }).success).toBe(false);
  });
});
