import { href } from "react-router";

/** The upload route; with `replaces`, a replacement of that item's file. */
export function uploadPath(replaces?: number): string {
  return replaces ? `${href("/admin/media/upload")}?${new URLSearchParams({ replaces: String(replaces) })}` : href("/admin/media/upload");
}

/** What the file dialog offers for each kind (the server checks the bytes). */
export const acceptedTypes = {
  image: "image/jpeg,image/png,image/webp,image/gif,image/avif",
  pdf: "application/pdf",
  video: "video/mp4",
} as const;

export const anyAccepted = Object.values(acceptedTypes).join(",");
