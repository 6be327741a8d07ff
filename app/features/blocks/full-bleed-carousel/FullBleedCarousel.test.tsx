import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(<InteractiveFullBleedCarousel value={value} first={false} />);
    expect(html).toContain('aria-label="Homes that open"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-label="Pause slide show"');
    expect(html).toMatch(/1<!-- --> \/ <!-- -->2/);
    expect(html).toContain('href="/products/folding-doors"');
  });

  it("shows a single photograph without controls, and its title only when asked", () => {
    const value = FullBleedCarouselValue.parse({ title: "One home", show_title: true, slides: [{ image }] });
    const html = renderInRouter(<InteractiveFullBleedCarousel value={value} first={false} />);
    expect(html).not.toContain("Next slide");
    expect(html).toMatch(/<h2[^>]*>One home<\/h2>/);
  });
});
