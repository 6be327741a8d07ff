import type { GalleryMedium } from "./tables.server";

/**
 * The render tags of the galleries (app/platform/render-tags.server.ts, decision 0016). Each read
 * names its medium, and a change to an item drops every page of that medium: a video's change
 * reaches the grids, its own page and the 'More Video' of its neighbours alike.
 */
export const galleryTags = {
  medium: (medium: GalleryMedium) => `gallery:${medium}`,
};
