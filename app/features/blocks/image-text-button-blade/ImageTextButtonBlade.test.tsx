// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { ImageTextButtonBlade } from "./ImageTextButtonBlade";
import { ImageTextButtonBladeValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A showroom", width: 1600, height: 1100 };

describe("image_text_button_blade", () => {
  it("keeps only the buttons with both text and url (SPEC §5)", () => {
    const value = ImageTextButtonBladeValue.parse({
      header: "Visit a showroom",
      image,
      buttons: [
        { button_text: "Find a dealer", button_url: "/professionals/dealers" },
        { button_text: "", button_url: "/become-dealer" },
        { button_text: "Call", button_url: "" },
      ],
    });
    expect(value.buttons).toHaveLength(1);
    renderInDom(<ImageTextButtonBlade value={value} index={1} />);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/professionals/dealers"]);
    expect(screen.getByRole("heading", { level: 2, name: "Visit a showroom" })).toBeTruthy();
  });

  it("places the copy panel on the side away from the image", () => {
    const value = ImageTextButtonBladeValue.parse({ header: "H", image, align_image: "right" });
    const { container } = renderInDom(<ImageTextButtonBlade value={value} index={1} />);
    const copyPanel = screen.getByRole("heading", { name: "H" }).closest(String.raw`.lg\:col-start-1`);
    expect(copyPanel).not.toBeNull();
    expect(container.querySelector(String.raw`.lg\:col-start-5`)?.contains(copyPanel)).toBe(false);
  });
});
