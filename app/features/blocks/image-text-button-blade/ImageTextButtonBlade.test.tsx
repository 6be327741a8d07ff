import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(<ImageTextButtonBlade value={value} index={1} />);
    expect(html).toContain('href="/professionals/dealers"');
    expect(html).not.toContain('href="/become-dealer"');
    expect(html).toMatch(/<h2[^>]*>Visit a showroom<\/h2>/);
  });

  it("places the copy panel on the side away from the image", () => {
    const value = ImageTextButtonBladeValue.parse({ header: "H", image, align_image: "right" });
    const html = renderInRouter(<ImageTextButtonBlade value={value} index={1} />);
    expect(html).toContain("lg:col-start-5");
    expect(html).toContain("lg:col-start-1");
  });
});
