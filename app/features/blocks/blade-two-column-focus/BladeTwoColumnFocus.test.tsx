// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { BladeTwoColumnFocus } from "./BladeTwoColumnFocus";
import { BladeTwoColumnFocusValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A sliding wall at dusk", width: 1600, height: 1100 };

describe("blade_two_column_focus", () => {
  it("puts the photograph on the focus side with the larger share", () => {
    const value = BladeTwoColumnFocusValue.parse({ header: "Made in California", image, split_ratio: "70_30", focus_side: "right" });
    renderInDom(<BladeTwoColumnFocus value={value} index={1} />);
    const img = screen.getByRole("img", { name: "A sliding wall at dusk" });
    expect(img.getAttribute("sizes")).toBe("(min-width: 800px) 70vw, 100vw");
    expect(img.closest(String.raw`.md\:order-2`)).not.toBeNull();
    expect(img.closest(String.raw`.md\:grid-cols-\[3fr_7fr\]`)).not.toBeNull();
  });

  it("shows the call to action only when it has text (SPEC §5)", () => {
    const shown = BladeTwoColumnFocusValue.parse({ header: "H", image, call_to_action: { text: "Careers", url: "/about/careers" } });
    renderInDom(<BladeTwoColumnFocus value={shown} index={1} />);
    expect(screen.getByRole("link", { name: "Careers" }).getAttribute("href")).toBe("/about/careers");
    expect(BladeTwoColumnFocusValue.parse({ header: "H", image, call_to_action: { text: " ", url: "/x" } }).call_to_action).toBeUndefined();
  });
});
