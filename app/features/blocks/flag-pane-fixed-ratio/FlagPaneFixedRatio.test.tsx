import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { FlagPaneFixedRatio } from "./FlagPaneFixedRatio";
import { FlagPaneFixedRatioValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A folding wall", width: 1600, height: 1100 };

describe("flag_pane_fixed_ratio", () => {
  it("crops the image to its fixed ratio and asks for 1.5x in a portrait ratio", () => {
    const value = FlagPaneFixedRatioValue.parse({ header: "Slim stiles", text: ["Frames of 2 15/16 in."], image, image_ratio: "4_5" });
    const html = renderInRouter(<FlagPaneFixedRatio value={value} index={1} />);
    expect(html).toContain("aspect-[4/5]");
    expect(html).toContain('sizes="(min-width: 800px) 87vw, 150vw"');
    expect(html).toMatch(/<h2[^>]*>Slim stiles<\/h2>/);
  });

  it("drops a call to action whose text is blank after trimming (SPEC §5)", () => {
    const value = FlagPaneFixedRatioValue.parse({ header: "Glass", image, call_to_action: { text: "  ", url: "/learn" } });
    expect(value.call_to_action).toBeUndefined();
    expect(renderInRouter(<FlagPaneFixedRatio value={value} index={1} />)).not.toContain('href="/learn"');
  });

  it("needs a header and an image", () => {
    expect(FlagPaneFixedRatioValue.safeParse({ header: "", image }).success).toBe(false);
    expect(FlagPaneFixedRatioValue.safeParse({ header: "Glass" }).success).toBe(false);
  });
});
