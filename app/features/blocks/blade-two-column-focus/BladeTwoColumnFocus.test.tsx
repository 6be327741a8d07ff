import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { BladeTwoColumnFocus } from "./BladeTwoColumnFocus";
import { BladeTwoColumnFocusValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A sliding wall at dusk", width: 1600, height: 1100 };

describe("blade_two_column_focus", () => {
  it("puts the photograph on the focus side with the larger share", () => {
    const value = BladeTwoColumnFocusValue.parse({ header: "Made in California", image, split_ratio: "70_30", focus_side: "right" });
    const html = renderInRouter(<BladeTwoColumnFocus value={value} index={1} />);
    expect(html).toContain("md:grid-cols-[3fr_7fr]");
    expect(html).toContain("md:order-2");
    expect(html).toContain('sizes="(min-width: 800px) 70vw, 100vw"');
  });

  it("shows the call to action only when it has text (SPEC §5)", () => {
    const shown = BladeTwoColumnFocusValue.parse({ header: "H", image, call_to_action: { text: "Careers", url: "/about/careers" } });
    expect(renderInRouter(<BladeTwoColumnFocus value={shown} index={1} />)).toContain('href="/about/careers"');
    expect(BladeTwoColumnFocusValue.parse({ header: "H", image, call_to_action: { text: " ", url: "/x" } }).call_to_action).toBeUndefined();
  });
});
