import { href } from "react-router";
import { productPath } from "../catalogue";
import { catalogueKeys } from "../catalogue/index.server";
import { imageCategories, videoCategories } from "../gallery";
import type { SitemapEntry } from "./sitemap-xml";

/** A part of the site that lists its addresses for the sitemap. */
export type SitemapSource = { name: string; entries: () => Promise<SitemapEntry[]> };

// Bundled with the release, like the catalogue: they change when the process does.
const releasedAt = new Date();

/** The bundled catalogue's product pages. */
export const productSource: SitemapSource = {
  name: "products",
  entries: async () => catalogueKeys.map((key) => ({ path: productPath(key), lastmod: releasedAt })),
};

/** Pages drawn by code rather than content: the forms, the gallery categories, documents, the opening helper and the site map. */
export const screenSource: SitemapSource = {
  name: "screens",
  entries: async () =>
    [
      href("/request-quote"),
      href("/request-service"),
      href("/contact-us"),
      href("/become-dealer"),
      href("/find-a-dealer"),
      href("/support/technical-documents"),
      href("/image-gallery"),
      ...imageCategories.map((category) => href("/image-gallery/category/:category", { category })),
      href("/video-gallery"),
      ...videoCategories.map((category) => href("/video-gallery/category/:category", { category: category.segment })),
      href("/size-your-opening"),
      href("/sitemap"),
    ].map((path) => ({ path, lastmod: releasedAt })),
};
