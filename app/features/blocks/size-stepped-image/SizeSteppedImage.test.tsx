import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { SizeSteppedImage } from "./SizeSteppedImage";
import { SizeSteppedImageValue } from "./schema";

const image = (name: string) => ({ image_url: `/media/${name}.jpg`, alt_text: name, width: 1600, height: 1100 });

describe("size_stepped_image", () => {
  it("steps each image of a desktop row down in size and lower than the one before", () => {
    const value = SizeSteppedImageValue.parse({ images: [image("a"), image("b"), image("c")], desktop_wrap_count: 3 });
    const html = renderInRouter(<SizeSteppedImage value={value} index={1} />);
    const shares = [...html.matchAll(/--step-basis:calc\(([\d.]+)%/g)].map((match) => Number(match[1]));
    expect(shares).toEqual([44.44, 33.33, 22.22]);
    expect([...html.matchAll(/--step-drop:(\d+)rem/g)].map((match) => match[1])).toEqual(["0", "4", "8"]);
  });

  it("starts a new row after desktop_wrap_count images", () => {
    const value = SizeSteppedImageValue.parse({ images: [image("a"), image("b"), image("c"), image("d")], desktop_wrap_count: 2 });
    const html = renderInRouter(<SizeSteppedImage value={value} index={1} />);
    expect([...html.matchAll(/--step-drop:(\d+)rem/g)].map((match) => match[1])).toEqual(["0", "4", "0", "4"]);
  });

  it("sets the copy in copy_col_count columns, one by default (SPEC §9)", () => {
    const one = SizeSteppedImageValue.parse({ images: [image("a")], basic_html: "<p>Copy</p>" });
    expect(one.copy_col_count).toBe(1);
    const three = SizeSteppedImageValue.parse({ images: [image("a")], basic_html: "<p>Copy</p>", copy_col_count: 3 });
    expect(renderInRouter(<SizeSteppedImage value={three} index={1} />)).toContain("lg:columns-3");
    expect(SizeSteppedImageValue.safeParse({ images: [image("a")], copy_col_count: 5 }).success).toBe(false);
    expect(SizeSteppedImageValue.safeParse({ images: [] }).success).toBe(false);
  });
});
