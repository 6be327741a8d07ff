// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, serverMarkup } from "../../../../tests/support/render";
import { CarouselValue } from "./schema";
import InteractiveCarousel, { imageSlideMs } from "./InteractiveCarousel";

const image = { image_url: "/media/a.jpg", alt_text: "Folding doors open to a garden", width: 1920, height: 1080 };

const value = CarouselValue.parse({
  title: "Learn about open space living",
  slides: [
    { title: "Open a door", image, call_to_action: { text: "Watch", url: "/learn/interactive-videos" }, gated_flags: ["x"] },
    { title: "A tour", video_url: "/media/tour.mp4", image },
    { title: "No media at all" },
    { title: "Weather", image, call_to_action: { text: "  ", url: "/learn/performance" } },
  ],
});

describe("carousel (hero carousel)", () => {
  it("drops slides without an image or a video, and call to actions without text (SPEC §5)", () => {
    expect(value.slides.map((slide) => slide.title)).toEqual(["Open a door", "A tour", "Weather"]);
    expect(value.slides[2]?.call_to_action).toBeUndefined();
    expect(value.slides[0]).not.toHaveProperty("gated_flags");
  });

  it("plays a video_url as a raw_url video", () => {
    expect(value.slides[1]?.video).toEqual({ video_provider: "raw_url", video_url: "/media/tour.mp4" });
  });

  it("refuses a carousel left with no slide", () => {
    expect(CarouselValue.safeParse({ title: "Empty", slides: [{ title: "No media" }] }).success).toBe(false);
  });

  it("keeps an image slide 4 seconds (SPEC §9)", () => {
    expect(imageSlideMs).toBe(4000);
  });

  it("renders the first slide visible, the others hidden and inert, with pills and a pause control", () => {
    // The first paint, from the server: which slide shows, and the photo fetched first.
    const page = serverMarkup(<InteractiveCarousel value={value} first />);
    expect(page.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Learn about open space living" }).classList).toContain("sr-only");
    expect(page.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
    const first = screen.getByLabelText("1 of 3");
    expect([first.getAttribute("aria-roledescription"), first.getAttribute("aria-hidden")]).toEqual(["slide", "false"]);
    const second = screen.getByLabelText("2 of 3", { selector: '[aria-roledescription="slide"]' });
    expect([second.getAttribute("aria-hidden"), second.hasAttribute("inert")]).toEqual(["true", true]);
    expect(page.querySelector('[aria-current="true"]')).not.toBeNull();
    expect(screen.getByRole("button", { name: "Pause slide show" })).toBeTruthy();
    expect(page.querySelectorAll("img")).toHaveLength(1);
    expect(page.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows no pills or pause control for a single slide", () => {
    const single = CarouselValue.parse({ title: "One", slides: [{ title: "Only", image }] });
    renderInDom(<InteractiveCarousel value={single} first={false} />);
    expect(screen.queryByRole("button", { name: /slide show/ })).toBeNull();
    expect(screen.queryByText(/slide show/)).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Only" })).toBeTruthy();
  });

  it("turns on a finger's swipe sideways, not on a mouse drag or a scroll (issue 21)", () => {
    const { container } = renderInDom(<InteractiveCarousel value={value} first={false} />);
    const root = container.querySelector('[aria-roledescription="carousel"]')!;
    expect(root.classList).toContain("touch-pan-y");
    const shown = () => container.querySelector('[aria-roledescription="slide"][aria-hidden="false"]')?.getAttribute("aria-label");
    const move = (pointerType: string, [x1, y1]: [number, number], [x2, y2]: [number, number]) => {
      fireEvent.pointerDown(root, { pointerType, pointerId: 7, isPrimary: true, clientX: x1, clientY: y1 });
      fireEvent.pointerUp(root, { pointerType, pointerId: 7, isPrimary: true, clientX: x2, clientY: y2 });
    };
    expect(shown()).toBe("1 of 3");
    move("touch", [300, 100], [180, 110]);
    expect(shown()).toBe("2 of 3");
    move("touch", [100, 100], [260, 90]);
    expect(shown()).toBe("1 of 3");
    move("touch", [100, 100], [60, 300]);
    move("touch", [100, 100], [80, 100]);
    move("mouse", [300, 100], [100, 100]);
    expect(shown()).toBe("1 of 3");
    // Backwards from the first slide goes round to the last, as the pills and arrows do.
    move("pen", [100, 100], [300, 100]);
    expect(shown()).toBe("3 of 3");
  });
});
