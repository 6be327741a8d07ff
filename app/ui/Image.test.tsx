import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage, Image } from "./Image";

/** A content image with narrower crops for tablets and phones. */
const croppedImage = {
  image_url: "/media/wide.jpg",
  alt_text: "A terrace",
  width: 2560,
  height: 1200,
  tablet_image: { image_url: "/media/tablet.jpg", width: 1440, height: 1200 },
  mobile_image: { image_url: "/media/mobile.jpg", width: 1024, height: 1400 },
};

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

  it("preloads the first viewport's AVIF candidates from the head, one media range per crop", () => {
    const html = renderToString(<ContentImage image={croppedImage} sizes="100vw" priority />);
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(3);
    for (const link of preloads) {
      expect(link).toContain('as="image"');
      expect(link).toContain('type="image/avif"');
      expect(link).toContain('fetchPriority="high"');
      expect(link).toContain('imageSizes="100vw"');
    }
    expect(preloads[0]).toContain('media="(max-width: 450px)"');
    expect(preloads[0]).toContain("/media/mobile.jpg?w=575&amp;f=avif 575w");
    expect(preloads[1]).toContain('media="(min-width: 451px) and (max-width: 801px)"');
    expect(preloads[1]).toContain("/media/tablet.jpg?w=1440&amp;f=avif 1440w");
    expect(preloads[2]).toContain('media="(min-width: 802px)"');
    expect(preloads[2]).toContain("/media/wide.jpg?w=2560&amp;f=avif 2560w");

    const lazy = renderToString(<Image src="/media/a.jpg" alt="A door" width={800} height={600} />);
    expect(lazy).not.toContain('rel="preload"');
  });

  it("uses an image from elsewhere as given, without variants", () => {
    const html = renderToString(<Image src="https://cdn.example.com/a.jpg" alt="A door" width={800} height={600} />);
    expect(html).not.toContain("<picture");
    expect(html).not.toContain("srcSet");
    expect(html).toContain('src="https://cdn.example.com/a.jpg"');
    expect(html).toContain('alt="A door"');
  });
});

describe("Image sizing and responsive sets (SPEC §9)", () => {
  it("asks for 1.5x the container width in a portrait container, times a block's size factor", () => {
    const portrait = renderToString(
      <Image src="/media/a.jpg" alt="" width={1600} height={2000} sizes="(min-width: 800px) 33vw, 100vw" portrait />,
    );
    expect(portrait).toContain('sizes="(min-width: 800px) 50vw, 150vw"');
    const factor = renderToString(<Image src="/media/a.jpg" alt="" width={1600} height={2000} sizes="390px" portrait sizeFactor={2} />);
    expect(factor).toContain('sizes="1170px"');
  });

  it("swaps in the narrower crops of a responsive set below 1230, 801 and 450 px, desktop_lg being the default", () => {
    const html = renderToString(<ContentImage image={croppedImage} />);
    const sources = [...html.matchAll(/<source([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(sources.map((source) => /media="([^"]+)"/.exec(source)?.[1] ?? "default")).toEqual([
      "(max-width: 450px)",
      "(max-width: 450px)",
      "(max-width: 450px)",
      "(max-width: 801px)",
      "(max-width: 801px)",
      "(max-width: 801px)",
      "default",
      "default",
    ]);
    expect(sources[0]).toContain("/media/mobile.jpg?w=1024&amp;f=avif 1024w");
    expect(sources[0]).toMatch(/width="1024" height="1400"/);
    expect(html).toMatch(/<img[^>]*src="\/media\/wide.jpg\?w=1024&amp;f=jpeg"[^>]*width="2560"[^>]*height="1200"/);
  });

  it("uses a desktop_lg_image as the default picture when content gives one", () => {
    const html = renderToString(
      <ContentImage
        image={{
          image_url: "/media/a.jpg",
          alt_text: "",
          width: 800,
          height: 600,
          desktop_lg_image: { image_url: "/media/large.jpg", width: 2560, height: 1440 },
        }}
      />,
    );
    expect(html).toContain('src="/media/large.jpg?w=1024&amp;f=jpeg"');
    expect(html).toMatch(/width="2560" height="1440"/);
  });

  it("never hides server-rendered HTML for the entrance animation", () => {
    const html = renderToString(<Image src="/media/a.jpg" alt="A door" width={800} height={600} reveal={2} />);
    expect(html).not.toContain("data-entrance");
    expect(html).not.toContain("opacity");
  });
});
