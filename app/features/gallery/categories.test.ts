import { describe, expect, it } from "vitest";
import { firstCategoryTag, imageCategoryFrom, videoCategoryFrom } from "./categories";
import { videoBackPath, videoPath } from "./video-links";

describe("gallery categories", () => {
  it("defaults the image gallery to Residential and matches names without regard to case", () => {
    expect(imageCategoryFrom(undefined)).toBe("Residential");
    expect(imageCategoryFrom("Resort-Hotel")).toBe("Resort-Hotel");
    expect(imageCategoryFrom("education-office")).toBe("Education-Office");
    expect(imageCategoryFrom("Kitchens")).toBeUndefined();
  });

  it("defaults the video gallery to V2, requested as 'V2 Videos'", () => {
    expect(videoCategoryFrom(undefined)?.tag).toBe("V2 Videos");
    expect(videoCategoryFrom("tv-shows")?.name).toBe("TV Shows");
    expect(videoCategoryFrom("Interactive Videos")?.segment).toBe("interactive-videos");
    expect(videoCategoryFrom("all-videos")?.tag).toBe("All Videos");
    expect(videoCategoryFrom("cats")).toBeUndefined();
  });

  it("takes the first tag that is a known category for related videos", () => {
    expect(firstCategoryTag(["Folding Doors", "TV Shows", "V2 Videos"])).toBe("TV Shows");
    expect(firstCategoryTag(["All Videos", "Folding Doors"])).toBeUndefined();
    expect(firstCategoryTag([])).toBeUndefined();
  });
});

describe("video links", () => {
  const tv = videoCategoryFrom("tv-shows");

  it("goes back to /video-gallery when no category was carried", () => {
    expect(videoBackPath(undefined)).toBe("/video-gallery");
  });

  it("goes back to the carried category", () => {
    expect(videoBackPath(tv)).toBe("/video-gallery/category/tv-shows");
  });

  it("carries the category on to a video's page", () => {
    expect(videoPath("coastal-makeover", tv)).toBe("/video-gallery/coastal-makeover?category=tv-shows");
    expect(videoPath("coastal-makeover", undefined)).toBe("/video-gallery/coastal-makeover");
  });
});
