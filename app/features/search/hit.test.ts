import { describe, expect, it } from "vitest";
import { hitHref } from "./hit";
import { contentSearchPath, searchPagePath } from "./search-paths";
import { searchTypeLabel } from "./type-labels";

describe("search hits and addresses (SPEC §2)", () => {
  it("links a hit to its first path, or to /notfound without one", () => {
    expect(hitHref({ paths: ["/blog/a", "/blog/b"] })).toBe("/blog/a");
    expect(hitHref({ paths: [] })).toBe("/notfound");
  });

  it("builds /search/{term} and /search/content/{type}/{term} with the term encoded", () => {
    expect(searchPagePath("v2 & screens")).toBe("/search/v2%20%26%20screens");
    expect(searchPagePath("")).toBe("/search");
    // The header search sends the typed text as is (SPEC §5).
    expect(searchPagePath(" glass ")).toBe("/search/%20glass%20");
    expect(contentSearchPath("blog", "glass/doors")).toBe("/search/content/blog/glass%2Fdoors");
  });

  it("labels content types for the heading", () => {
    expect(searchTypeLabel("featured_project")).toBe("Featured Projects");
    expect(searchTypeLabel("video_page")).toBe("Video Page");
  });
});
