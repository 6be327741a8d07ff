// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
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
    const standardView = renderInDom(<BladeFlexHero value={standard} index={0} />);
    expect(standardView.container.querySelector(String.raw`.lg\:min-h-\[770px\]`)).not.toBeNull();
    standardView.unmount();
    const short = BladeFlexHeroValue.parse({ banner_title: "Support", image, image_size: "short" });
    const shortView = renderInDom(<BladeFlexHero value={short} index={0} />);
    expect(shortView.container.querySelector(String.raw`.lg\:min-h-\[660px\]`)).not.toBeNull();
  });

  it("puts the copy in a 390 px side column on the chosen side, in the text theme's colours", () => {
    const value = BladeFlexHeroValue.parse({ banner_title: "Support", image, align_copy_horizontal: "right", text_theme: "light" });
    renderInDom(<BladeFlexHero value={value} index={1} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Support" });
    const column = heading.closest(String.raw`.lg\:w-\[390px\]`);
    expect(column).not.toBeNull();
    expect(column?.closest(String.raw`.lg\:justify-end`)).not.toBeNull();
    expect(heading.closest(".text-ink")).not.toBeNull();
  });
});
