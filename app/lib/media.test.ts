import { describe, expect, it } from "vitest";
import { imageWidths, isOwnMedia, scaleSizes, sizesFor, srcSet, variantUrl } from "./media";

const widthsOf = (set: string) => set.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe("srcSet", () => {
  it("offers the widths of SPEC §9 up to the first one that covers the image", () => {
    expect(widthsOf(srcSet("/media/home/folding.jpg", 1600, "avif"))).toEqual([120, 320, 575, 1024, 1440, 1920]);
    expect(widthsOf(srcSet("/media/home/hero.jpg", 2560, "webp"))).toEqual([...imageWidths]);
    expect(widthsOf(srcSet("/media/home/hero.jpg", 1024, "jpeg"))).toEqual([120, 320, 575, 1024]);
  });

  it("offers the smallest width for a tiny image and stops at the largest for a huge one", () => {
    expect(widthsOf(srcSet("/media/icon.png", 64, "webp"))).toEqual([120]);
    expect(widthsOf(srcSet("/media/panorama.jpg", 6000, "jpeg"))).toEqual([...imageWidths]);
  });

  it("points every candidate at the resized variant in the requested format", () => {
    expect(srcSet("/media/a.jpg", 300, "avif")).toBe("/media/a.jpg?w=120&f=avif 120w, /media/a.jpg?w=320&f=avif 320w");
    expect(variantUrl("/media/a.jpg", 575, "webp")).toBe("/media/a.jpg?w=575&f=webp");
  });
});

describe("sizesFor", () => {
  it("asks for the container's share of the viewport", () => {
    expect(sizesFor(1)).toBe("100vw");
    expect(sizesFor(1 / 3)).toBe("33vw");
  });

  it("needs 1.5x the width for a portrait container", () => {
    expect(sizesFor(0.5, { portrait: true })).toBe("75vw");
  });

  it("multiplies by a block's size factor, on top of the portrait factor", () => {
    expect(sizesFor(0.5, { sizeFactor: 2 })).toBe("100vw");
    expect(sizesFor(0.25, { portrait: true, sizeFactor: 2 })).toBe("75vw");
  });
});

describe("isOwnMedia", () => {
  it("resizes only images from our own storage", () => {
    expect(isOwnMedia("/media/home/hero.jpg")).toBe(true);
    expect(isOwnMedia("https://storage.example.com/hero.jpg")).toBe(false);
  });
});

describe("scaleSizes", () => {
  it("scales the lengths of every candidate but never the media conditions", () => {
    expect(scaleSizes("(min-width: 800px) 50vw, 100vw", 1.5)).toBe("(min-width: 800px) 75vw, 150vw");
    expect(scaleSizes("(min-width: 1024px) calc(50vw - 40px), 390px", 2)).toBe("(min-width: 1024px) calc(100vw - 80px), 780px");
    expect(scaleSizes("100vw", 1)).toBe("100vw");
  });
});
