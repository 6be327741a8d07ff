// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { FlagPaneFixedRatio } from "./FlagPaneFixedRatio";
import { FlagPaneFixedRatioValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A folding wall", width: 1600, height: 1100 };

describe("flag_pane_fixed_ratio", () => {
  it("crops the image to its fixed ratio and asks for 1.5x in a portrait ratio", () => {
    const value = FlagPaneFixedRatioValue.parse({ header: "Slim stiles", text: ["Frames of 2 15/16 in."], image, image_ratio: "4_5" });
    renderInDom(<FlagPaneFixedRatio value={value} index={1} />);
    const img = screen.getByRole("img", { name: "A folding wall" });
    expect(img.closest(".aspect-\\[4\\/5\\]")).not.toBeNull();
    expect(img.getAttribute("sizes")).toBe("(min-width: 800px) 87vw, 150vw");
    expect(screen.getByRole("heading", { level: 2, name: "Slim stiles" })).toBeTruthy();
  });

  it("drops a call to action whose text is blank after trimming (SPEC §5)", () => {
    const value = FlagPaneFixedRatioValue.parse({ header: "Glass", image, call_to_action: { text: "  ", url: "/learn" } });
    expect(value.call_to_action).toBeUndefined();
    renderInDom(<FlagPaneFixedRatio value={value} index={1} />);
    expect(screen.getByRole("heading", { name: "Glass" })).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("needs a header and an image", () => {
    expect(FlagPaneFixedRatioValue.safeParse({ header: "", image }).success).toBe(false);
    expect(FlagPaneFixedRatioValue.safeParse({ header: "Glass" }).success).toBe(false);
  });
});
