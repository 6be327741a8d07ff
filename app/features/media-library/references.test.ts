import { describe, expect, it } from "vitest";
import { mediaReferences } from "./references";

describe("mediaReferences", () => {
  it("finds each media address with the alt text beside it or above it", () => {
    const page = {
      path: "/about",
      elements: [
        {
          render_name: "hero",
          value: { image: { url: "/media/home/hero.jpg", alt_text: "An open folding wall" }, link: { url: "/contact-us" } },
        },
        { render_name: "gallery", value: { alt: "A terrace at dusk", cdn_paths: { original: "/media/gallery/terrace.jpg?v=2" } } },
        { render_name: "video", value: { src: "/media/gallery/clip.mp4" } },
      ],
    };
    expect(mediaReferences(page)).toEqual([
      { url: "/media/home/hero.jpg", alt: "An open folding wall" },
      { url: "/media/gallery/terrace.jpg", alt: "A terrace at dusk" },
      { url: "/media/gallery/clip.mp4", alt: "" },
    ]);
  });

  it("takes an object's own alt text over the one around it, and ignores other addresses and values", () => {
    const product = {
      alt_text: "The product",
      slides: [{ image_url: "/media/products/a.jpg", alt_text: "Slide A" }],
      count: 3,
      url: "https://example.com/media/x.jpg",
    };
    expect(mediaReferences(product)).toEqual([{ url: "/media/products/a.jpg", alt: "Slide A" }]);
    expect(mediaReferences(null)).toEqual([]);
  });
});
