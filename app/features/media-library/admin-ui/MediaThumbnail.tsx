import { variantUrl } from "~/lib/media";
import { kindLabels, type MediaItem } from "../media";

/** A small picture of an item: the image itself at 320 px, or its kind for PDFs and videos. */
export function MediaThumbnail({ item }: { item: Pick<MediaItem, "url" | "kind"> }) {
  if (item.kind === "image")
    return <img src={variantUrl(item.url, 320, "webp")} alt="" loading="lazy" className="aspect-[4/3] w-full bg-sand object-cover" />;
  return (
    <span className="flex aspect-[4/3] w-full items-center justify-center bg-sand text-sm font-semibold uppercase tracking-widest text-stone">
      {kindLabels[item.kind]}
    </span>
  );
}
