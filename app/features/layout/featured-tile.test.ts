import { describe, expect, it } from "vitest";
import { toFeaturedTile } from "./featured-tile";

const elements = [
  { render_name: "featured_image", value: { image_url: "/media/navigation/featured-folding.jpg", alt_text: "An opened folding wall" } },
  { render_name: "featured_description", value: "Open up to 65 feet of wall." },
  { render_name: "featured_link", value: { link_url: "/products/folding-doors", link_text: "Explore folding doors" } },
];

describe("featured menu item (SPEC §3)", () => {
  it("reads image, description and link from the featured_* elements", () => {
    expect(toFeaturedTile("featured_products", elements)).toEqual({
      slug: "featured_products",
      image: { image_url: "/media/navigation/featured-folding.jpg", alt_text: "An opened folding wall", width: 1024, height: 768 },
      description: "Open up to 65 feet of wall.",
      link: { link_url: "/products/folding-doors", link_text: "Explore folding doors" },
    });
  });

  it("needs an image and a link", () => {
    expect(() => toFeaturedTile("featured_products", elements.slice(1))).toThrow();
    expect(() => toFeaturedTile("featured_products", elements.slice(0, 2))).toThrow();
  });
});
