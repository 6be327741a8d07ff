import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Image } from "./Image";

describe("Image", () => {
  it("offers AVIF, WebP and JPEG variants of our own media at the SPEC §9 widths up to the image's size", () => {
    const html = renderToString(<Image src="/media/home/hero.jpg" alt="A terrace" width={1600} height={900} sizes="50vw" />);
    expect(html).toContain('<source type="image/avif"');
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain("/media/home/hero.jpg?w=120&amp;f=avif 120w");
    expect(html).toContain("/media/home/hero.jpg?w=1920&amp;f=jpeg 1920w");
    expect(html).not.toContain("w=2560");
    expect(html).toContain('sizes="50vw"');
  });

  it("reserves its space with width and height, and loads lazily below the fold", () => {
    const html = renderToString(<Image src="/media/a.jpg" alt="A door" width={800} height={600} />);
    expect(html).toMatch(/<img[^>]*width="800"[^>]*height="600"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('fetchPriority="auto"');
  });

  it("fetches the first viewport's image at once with high priority", () => {
    const html = renderToString(<Image src="/media/a.jpg" alt="A door" width={800} height={600} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it("uses an image from elsewhere as given, without variants", () => {
    const html = renderToString(<Image src="https://cdn.example.com/a.jpg" alt="A door" width={800} height={600} />);
    expect(html).not.toContain("<picture");
    expect(html).not.toContain("srcSet");
    expect(html).toContain('src="https://cdn.example.com/a.jpg"');
    expect(html).toContain('alt="A door"');
  });
});
