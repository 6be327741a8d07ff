// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { SizeSteppedImage } from "./SizeSteppedImage";
import { SizeSteppedImageValue } from "./schema";

const image = (name: string) => ({ image_url: `/media/${name}.jpg`, alt_text: name, width: 1600, height: 1100 });

/** Each image's list item, found by the image's alt text, in order. */
function steps(names: string[]): HTMLElement[] {
  const items = screen.getAllByRole("listitem");
  expect(items.map((item) => within(item).getByRole("img").getAttribute("alt"))).toEqual(names);
  return items;
}

const basis = (item: HTMLElement) => Number(/^calc\(([\d.]+)%/.exec(item.style.getPropertyValue("--step-basis"))?.[1]);
const drop = (item: HTMLElement) => /^(\d+)rem$/.exec(item.style.getPropertyValue("--step-drop"))?.[1];

describe("size_stepped_image", () => {
  it("steps each image of a desktop row down in size and lower than the one before", () => {
    const value = SizeSteppedImageValue.parse({ images: [image("a"), image("b"), image("c")], desktop_wrap_count: 3 });
    renderInDom(<SizeSteppedImage value={value} index={1} />);
    const items = steps(["a", "b", "c"]);
    expect(items.map(basis)).toEqual([44.44, 33.33, 22.22]);
    expect(items.map(drop)).toEqual(["0", "4", "8"]);
  });

  it("starts a new row after desktop_wrap_count images", () => {
    const value = SizeSteppedImageValue.parse({ images: [image("a"), image("b"), image("c"), image("d")], desktop_wrap_count: 2 });
    renderInDom(<SizeSteppedImage value={value} index={1} />);
    expect(steps(["a", "b", "c", "d"]).map(drop)).toEqual(["0", "4", "0", "4"]);
  });

  it("sets the copy in copy_col_count columns, one by default (SPEC §9)", () => {
    const one = SizeSteppedImageValue.parse({ images: [image("a")], basic_html: "<p>Copy</p>" });
    expect(one.copy_col_count).toBe(1);
    const three = SizeSteppedImageValue.parse({ images: [image("a")], basic_html: "<p>Copy</p>", copy_col_count: 3 });
    renderInDom(<SizeSteppedImage value={three} index={1} />);
    expect(screen.getByText("Copy").parentElement?.classList.contains("lg:columns-3")).toBe(true);
    expect(SizeSteppedImageValue.safeParse({ images: [image("a")], copy_col_count: 5 }).success).toBe(false);
    expect(SizeSteppedImageValue.safeParse({ images: [] }).success).toBe(false);
  });
});
