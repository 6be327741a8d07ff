import { describe, expect, it } from "vitest";
import { previewPathOf, previewTarget } from "./preview-path";

describe("previewTarget (SPEC §2: the prefix or suffix is removed)", () => {
  it("strips the /preview prefix", () => {
    expect(previewTarget("/preview/about/careers")).toBe("/about/careers");
    expect(previewTarget("/preview/products/folding-doors/")).toBe("/products/folding-doors");
    expect(previewTarget("/preview")).toBe("/");
  });

  it("strips the /preview suffix", () => {
    expect(previewTarget("/about/careers/preview")).toBe("/about/careers");
    expect(previewTarget("/blog/a-post/preview/")).toBe("/blog/a-post");
  });

  it("is null for every other path", () => {
    expect(previewTarget("/")).toBeNull();
    expect(previewTarget("/about/design-center")).toBeNull();
    expect(previewTarget("/previewer/x")).toBeNull();
    expect(previewTarget("/about/previews")).toBeNull();
  });

  it("round-trips with previewPathOf", () => {
    for (const path of ["/", "/about", "/products/folding-doors/wood"]) expect(previewTarget(previewPathOf(path))).toBe(path);
  });
});
