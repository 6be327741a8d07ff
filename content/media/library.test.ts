import { describe, expect, it } from "vitest";
import { demoGalleryItems } from "../gallery";
import { galleryTitles, titleOf } from "./library";

describe("the demo media's titles", () => {
  it("titles every clip the gallery plays, its poster and every gallery photo as the gallery does", () => {
    const titles = galleryTitles(demoGalleryItems);
    for (const item of demoGalleryItems) {
      const { title, cdn_paths } = item._source;
      if (item.medium === "images") expect(titles.get(cdn_paths.original)).toBe(title);
      else {
        expect(titles.get(cdn_paths.original)).toBe(`${title} (poster)`);
        if (item._source.video_platform === "raw_url") expect(titles.get(item._source.video_id)).toBe(title);
      }
    }
    expect(titles.get("/media/gallery/videos/lacantina-commercial-openings.mp4")).toBe("Commercial Openings");
  });

  it("titles any other file by its name, after its folder where the folder tells files apart", () => {
    expect(titleOf("home/featured-folding.jpg")).toBe("Featured folding");
    expect(titleOf("products/folding-doors/wood.jpg")).toBe("Folding doors: wood");
  });
});
