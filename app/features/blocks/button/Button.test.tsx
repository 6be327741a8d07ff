// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter } from "../../../../tests/support/render";
import { Button } from "./Button";
import { ButtonValue } from "./schema";

describe("button", () => {
  it("renders a link button with its text, url and theme", () => {
    const value = ButtonValue.parse({ button_text: "Request service", button_url: "/request-service", button_theme: "secondary" });
    renderInDom(<Button value={value} index={1} />);
    const link = screen.getByRole("link", { name: "Request service" });
    expect(link.getAttribute("href")).toBe("/request-service");
    expect(link.classList).toContain("border-ink");
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
