// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import InteractiveMultiCarousel from "./InteractiveMultiCarousel";
import { MultiCarouselValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "Sliding doors", width: 1920, height: 1080 };

const value = MultiCarouselValue.parse({
  title: "See each system in motion",
  multi_carousel_parent_group: [
    {
      title: "Folding",
      copy: ["Up to 20 panels."],
      button: { button_text: "Folding doors", button_url: "/products/folding-doors" },
      slides: [
        { type: "image_slide", image },
        { type: "video_slide", title: "Folding tour", video: { video_provider: "youtube", video_id: "abc" }, image },
      ],
    },
    { title: "Swing", button: { button_text: "", button_url: "/products/swing-doors" }, slides: [{ type: "image_slide", image }] },
  ],
});

describe("multi_carousel", () => {
  it("needs a slide in every group and drops a button without text (SPEC §5)", () => {
    expect(value.multi_carousel_parent_group[1]?.button).toBeUndefined();
    expect(MultiCarouselValue.safeParse({ multi_carousel_parent_group: [{ title: "Empty", slides: [] }] }).success).toBe(false);
    expect(
      MultiCarouselValue.safeParse({ multi_carousel_parent_group: [{ title: "Bad", slides: [{ type: "gif_slide", image }] }] }).success,
    ).toBe(false);
  });

  it("renders a pill per group as tabs, the first selected and the other panels hidden", () => {
    renderInDom(<InteractiveMultiCarousel value={value} />);
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs).toHaveLength(2);
    expect(screen.getByRole("tab", { selected: true })).toBe(screen.getByRole("tab", { name: "Folding" }));
    expect(screen.getByRole("tab", { selected: true }).getAttribute("href")).toBe(`#${screen.getAllByRole("tabpanel")[0]?.id}`);
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(2);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("hides the indicators when a group has one slide", () => {
    renderInDom(<InteractiveMultiCarousel value={value} />);
    expect(screen.getAllByRole("button", { name: /Show slide 1 of 2/, hidden: true })).toHaveLength(1);
    expect(screen.queryAllByRole("button", { name: /1 of 1/, hidden: true })).toEqual([]);
    expect(screen.getAllByRole("button", { name: /Pause slide show/, hidden: true })).toHaveLength(1);
  });
});
