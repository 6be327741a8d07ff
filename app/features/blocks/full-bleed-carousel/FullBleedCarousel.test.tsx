// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import InteractiveFullBleedCarousel, { fullBleedDelayMs } from "./InteractiveFullBleedCarousel";
import { FullBleedCarouselValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A folding wall open to the sea", width: 1920, height: 1080 };

describe("full_bleed_carousel", () => {
  it("needs at least one slide with an image", () => {
    expect(FullBleedCarouselValue.safeParse({ title: "Projects", slides: [] }).success).toBe(false);
    expect(FullBleedCarouselValue.safeParse({ title: "Projects", slides: [{ title: "No image" }] }).success).toBe(false);
  });

  it("advances every 7 seconds (SPEC §9)", () => {
    expect(fullBleedDelayMs).toBe(7000);
  });

  it("renders arrows, a counter and a pause control for several slides", () => {
    const value = FullBleedCarouselValue.parse({
      title: "Homes that open",
      slides: [
        { title: "One", image, call_to_action: { text: "Explore", url: "/products/folding-doors" } },
        { title: "Two", image },
      ],
    });
    renderInDom(<InteractiveFullBleedCarousel value={value} first={false} />);
    const carousel = screen.getByLabelText("Homes that open");
    for (const name of ["Previous slide", "Next slide", "Pause slide show"])
      expect(within(carousel).getByRole("button", { name })).toBeTruthy();
    expect(within(carousel).getByText("1 / 2")).toBeTruthy();
    expect(within(carousel).getByRole("link", { name: "Explore" }).getAttribute("href")).toBe("/products/folding-doors");
  });

  it("shows a single photograph without controls, and its title only when asked", () => {
    const value = FullBleedCarouselValue.parse({ title: "One home", show_title: true, slides: [{ image }] });
    renderInDom(<InteractiveFullBleedCarousel value={value} first={false} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByLabelText("Next slide")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "One home" })).toBeTruthy();
  });
});
