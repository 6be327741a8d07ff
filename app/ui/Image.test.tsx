// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { serverMarkup } from "../../tests/support/render";
import { ContentImage, Image } from "./Image";

/** Images are about the server's markup: what the browser fetches before any script runs. */
const markup = (node: ReactNode) => serverMarkup(node, { router: false });
const attributes = (element: Element | null | undefined, ...names: string[]) => names.map((name) => element?.getAttribute(name));

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
    const page = markup(<Image src="/media/home/hero.jpg" alt="A terrace" width={1600} height={900} sizes="50vw" />);
    const img = screen.getByRole("img", { name: "A terrace" });
    const picture = img.closest("picture");
    const types = [...(picture?.querySelectorAll("source") ?? [])].map((source) => source.type);
    expect(types).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
    const srcsets = [...page.querySelectorAll("[srcset]")].map((element) => element.getAttribute("srcset")).join(", ");
    expect(srcsets).toContain("/media/home/hero.jpg?w=120&f=avif 120w");
    expect(srcsets).toContain("/media/home/hero.jpg?w=1920&f=jpeg 1920w");
    expect(page.innerHTML).not.toContain("w=2560");
    expect(img.getAttribute("sizes")).toBe("50vw");
  });

  it("reserves its space with width and height, and loads lazily below the fold", () => {
    markup(<Image src="/media/a.jpg" alt="A door" width={800} height={600} />);
    const img = screen.getByRole("img", { name: "A door" });
    expect(attributes(img, "width", "height", "loading", "fetchpriority")).toEqual(["800", "600", "lazy", "auto"]);
  });

  it("fetches the first viewport's image at once with high priority", () => {
    markup(<Image src="/media/a.jpg" alt="A door" width={800} height={600} priority />);
    expect(attributes(screen.getByRole("img", { name: "A door" }), "loading", "fetchpriority")).toEqual(["eager", "high"]);
  });

  it("preloads the first viewport's AVIF candidates from the head, one media range per crop", () => {
    const preloads = [...markup(<ContentImage image={croppedImage} sizes="100vw" priority />).querySelectorAll('link[rel="preload"]')];
    expect(preloads).toHaveLength(3);
    for (const link of preloads) {
      expect(attributes(link, "as", "type", "fetchpriority", "imagesizes")).toEqual(["image", "image/avif", "high", "100vw"]);
    }
    expect(preloads.map((link) => link.getAttribute("media"))).toEqual([
      "(max-width: 450px)",
      "(min-width: 451px) and (max-width: 801px)",
      "(min-width: 802px)",
    ]);
    expect(preloads[0]?.getAttribute("imagesrcset")).toContain("/media/mobile.jpg?w=575&f=avif 575w");
    expect(preloads[1]?.getAttribute("imagesrcset")).toContain("/media/tablet.jpg?w=1440&f=avif 1440w");
    expect(preloads[2]?.getAttribute("imagesrcset")).toContain("/media/wide.jpg?w=2560&f=avif 2560w");

    const lazy = markup(<Image src="/media/a.jpg" alt="A door" width={800} height={600} />);
    expect(lazy.querySelector('link[rel="preload"]')).toBeNull();
  });

  it("uses an image from elsewhere as given, without variants", () => {
    const page = markup(<Image src="https://cdn.example.com/a.jpg" alt="A door" width={800} height={600} />);
    expect(page.querySelector("picture")).toBeNull();
    expect(page.querySelector("[srcset]")).toBeNull();
    expect(screen.getByRole("img", { name: "A door" }).getAttribute("src")).toBe("https://cdn.example.com/a.jpg");
  });
});

describe("Image sizing and responsive sets (SPEC §9)", () => {
  it("asks for 1.5x the container width in a portrait container, times a block's size factor", () => {
    const portrait = markup(<Image src="/media/a.jpg" alt="" width={1600} height={2000} sizes="(min-width: 800px) 33vw, 100vw" portrait />);
    expect(portrait.querySelector("img")?.getAttribute("sizes")).toBe("(min-width: 800px) 50vw, 150vw");
    const factor = markup(<Image src="/media/a.jpg" alt="" width={1600} height={2000} sizes="390px" portrait sizeFactor={2} />);
    expect(factor.querySelector("img")?.getAttribute("sizes")).toBe("1170px");
  });

  it("swaps in the narrower crops of a responsive set below 1230, 801 and 450 px, desktop_lg being the default", () => {
    const page = markup(<ContentImage image={croppedImage} />);
    const sources = [...page.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("media") ?? "default")).toEqual([
      "(max-width: 450px)",
      "(max-width: 450px)",
      "(max-width: 450px)",
      "(max-width: 801px)",
      "(max-width: 801px)",
      "(max-width: 801px)",
      "default",
      "default",
    ]);
    expect(sources[0]?.getAttribute("srcset")).toContain("/media/mobile.jpg?w=1024&f=avif 1024w");
    expect(attributes(sources[0], "width", "height")).toEqual(["1024", "1400"]);
    expect(attributes(screen.getByRole("img", { name: "A terrace" }), "src", "width", "height")).toEqual([
      "/media/wide.jpg?w=1024&f=jpeg",
      "2560",
      "1200",
    ]);
  });

  it("uses a desktop_lg_image as the default picture when content gives one", () => {
    const page = markup(
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
    expect(attributes(page.querySelector("img"), "src", "width", "height")).toEqual(["/media/large.jpg?w=1024&f=jpeg", "2560", "1440"]);
  });

  it("keeps a content image's focal point in view where it is cropped, and leaves the centre alone without one", () => {
    markup(
      <>
        <ContentImage image={{ ...croppedImage, focal_point: { x: 20, y: 75 } }} className="object-cover" />
        <Image src="/media/a.jpg" alt="A door" width={800} height={600} className="object-cover" />
      </>,
    );
    expect(screen.getByRole("img", { name: "A terrace" }).getAttribute("style")).toBe("object-position:20% 75%");
    expect(screen.getByRole("img", { name: "A door" }).hasAttribute("style")).toBe(false);
  });

  it("never hides server-rendered HTML for the entrance animation", () => {
    const page = markup(<Image src="/media/a.jpg" alt="A door" width={800} height={600} reveal={2} />);
    expect(page.querySelector("[data-entrance]")).toBeNull();
    expect(page.innerHTML).not.toContain("opacity");
  });
});
