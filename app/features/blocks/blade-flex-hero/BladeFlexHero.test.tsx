import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { BladeFlexHero } from "./BladeFlexHero";
import { BladeFlexHeroValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A terrace", width: 1600, height: 900 };

describe("blade_flex_hero", () => {
  it("drops buttons without text or url (SPEC §5)", () => {
    const value = BladeFlexHeroValue.parse({
      banner_title: "Support",
      image,
      buttons: [
        { button_text: "Warranty", button_url: "/support/warranty" },
        { button_text: " ", button_url: "/support/faqs" },
      ],
    });
    expect(value.buttons.map((button) => button.button_text)).toEqual(["Warranty"]);
  });

  it("is at least 770 px tall when standard and 660 px when short (SPEC §9)", () => {
    const standard = BladeFlexHeroValue.parse({ banner_title: "Support", image });
    expect(renderInRouter(<BladeFlexHero value={standard} index={0} />)).toContain("lg:min-h-[770px]");
    const short = BladeFlexHeroValue.parse({ banner_title: "Support", image, image_size: "short" });
    expect(renderInRouter(<BladeFlexHero value={short} index={0} />)).toContain("lg:min-h-[660px]");
  });

  it("puts the copy in a 390 px side column on the chosen side, in the text theme's colours", () => {
    const value = BladeFlexHeroValue.parse({ banner_title: "Support", image, align_copy_horizontal: "right", text_theme: "light" });
    const html = renderInRouter(<BladeFlexHero value={value} index={1} />);
    expect(html).toContain("lg:w-[390px]");
    expect(html).toContain("lg:justify-end");
    expect(html).toContain("text-ink");
    expect(html).toMatch(/<h2[^>]*>Support<\/h2>/);
  });
});
