import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { ImagePlusBlade } from "./ImagePlusBlade";
import { ImagePlusBladeValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A courtyard", width: 2560, height: 1200, image_caption: "A courtyard in Encinitas" };

describe("image_plus_blade", () => {
  it("shows the full-width photograph with its caption, then the heading and copy", () => {
    const value = ImagePlusBladeValue.parse({ image, header: "Daylight", text: ["Glass brings light deep into a plan."] });
    const html = renderInRouter(<ImagePlusBlade value={value} index={1} />);
    expect(html).toContain("<figcaption");
    expect(html).toContain("A courtyard in Encinitas");
    expect(html).toContain('sizes="100vw"');
    expect(html.indexOf("<figure")).toBeLessThan(html.indexOf("Daylight"));
  });

  it("needs copy to stand beside its heading", () => {
    expect(ImagePlusBladeValue.safeParse({ image, header: "Daylight", text: [] }).success).toBe(false);
  });
});
