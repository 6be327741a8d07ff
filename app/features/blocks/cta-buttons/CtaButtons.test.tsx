// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter } from "../../../../tests/support/render";
import { CtaButtons } from "./CtaButtons";
import { CtaButtonsValue } from "./schema";

describe("cta_buttons", () => {
  it("renders a row of the buttons that have text and url (SPEC §5)", () => {
    const value = CtaButtonsValue.parse({
      header: "Still need help?",
      buttons: [
        { button_text: "Request service", button_url: "/request-service" },
        { button_text: "", button_url: "/contact-us" },
        { button_text: "Call us", button_url: "tel:+18882210142", button_theme: "secondary" },
      ],
    });
    renderInDom(<CtaButtons value={value} index={1} />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Request service", "Call us"]);
    expect(screen.getByRole("heading", { level: 2, name: "Still need help?" })).toBeTruthy();
  });

  it("renders nothing when no button is complete", () => {
    const value = CtaButtonsValue.parse({ header: "Nothing to press", buttons: [{ button_text: "Empty", button_url: "" }] });
    expect(renderInRouter(<CtaButtons value={value} index={1} />)).toBe("");
  });
});
