import { type ImageWidth, variantUrl } from "~/lib/media";
import { kindLabels, type MediaItem } from "../media";

/**
 * A variant of the item's image for the admin's own pages, named by its last change: after a
 * replacement the editor sees the new file, not the one the browser cached under the same address.
 */
export function previewUrl(item: Pick<MediaItem, "url" | "updatedAt">, width: ImageWidth): string {
  return `${variantUrl(item.url, width, "webp")}&v=${Date.parse(item.updatedAt)}`;
}

/** A small picture of an item: the image itself at 320 px, or its kind for PDFs and videos. */
export function MediaThumbnail({ item }: { item: Pick<MediaItem, "url" | "kind" | "updatedAt"> }) {
  if (item.kind === "image")
    return <img src={previewUrl(item, 320)} alt="" loading="lazy" className="aspect-[4/3] w-full bg-sand object-cover" />;
  return (
    <span className="flex aspect-[4/3] w-full items-center justify-center bg-sand text-sm font-semibold uppercase tracking-widest text-stone">
      {kindLabels[item.kind]}
    </span>
  );
}
