import { z } from "zod";
import type { FeaturedTile } from "./layout-data";

/** SPEC §3 "Featured menu item by slug": the elements featured_image, featured_description and featured_link. */
const FeaturedTileValue = z.object({
  featured_image: z.object({
    image_url: z.string().trim().min(1).max(2000),
    alt_text: z.string().trim().max(300).default(""),
    width: z.number().int().positive().max(10000).default(1024),
    height: z.number().int().positive().max(10000).default(768),
  }),
  featured_description: z.string().trim().max(500).default(""),
  featured_link: z.object({ link_url: z.string().trim().min(1).max(2000), link_text: z.string().trim().min(1).max(120) }),
});

/** Builds a tile from a component's elements. Throws when an element fails its schema. */
export function toFeaturedTile(slug: string, elements: ReadonlyArray<{ render_name: string; value: unknown }>): FeaturedTile {
  const byName = Object.fromEntries(elements.map((element) => [element.render_name, element.value]));
  const tile = FeaturedTileValue.parse(byName);
  return { slug, image: tile.featured_image, description: tile.featured_description, link: tile.featured_link };
}
