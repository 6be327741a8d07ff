import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(<InteractiveCarousel value={value} first />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toMatch(/<h1 class="sr-only">Learn about open space living<\/h1>/);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toMatch(/aria-label="1 of 3" aria-hidden="false"/);
    expect(html).toMatch(/aria-label="2 of 3" aria-hidden="true" inert=""/);
    expect(html).toContain('aria-current="true"');
    expect(html).toContain('aria-label="Pause slide show"');
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('fetchPriority="high"');
  });

  it("shows no pills or pause control for a single slide", () => {
    const single = CarouselValue.parse({ title: "One", slides: [{ title: "Only", image }] });
    const html = renderInRouter(<InteractiveCarousel value={single} first={false} />);
    expect(html).not.toContain("slide show");
    expect(html).toMatch(/<h3[^>]*>Only<\/h3>/);
  });
});
