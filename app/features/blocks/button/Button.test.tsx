import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { Button } from "./Button";
import { ButtonValue } from "./schema";

describe("button", () => {
  it("renders a link button with its text, url and theme", () => {
    const value = ButtonValue.parse({ button_text: "Request service", button_url: "/request-service", button_theme: "secondary" });
    const html = renderInRouter(<Button value={value} index={1} />);
    expect(html).toMatch(/<a[^>]*href="\/request-service"[^>]*>Request service<\/a>/);
    expect(html).toContain("border-ink");
  });

  it("renders nothing without text or without url (SPEC §5)", () => {
    for (const input of [
      { button_text: "", button_url: "/request-service" },
      { button_text: "Request service", button_url: "  " },
    ]) {
      const value = ButtonValue.parse(input);
      expect(value.button).toBeNull();
      expect(renderInRouter(<Button value={value} index={1} />)).toBe("");
    }
  });
});
