import type { Db } from "~/platform/db";
import type { MediaItem } from "./media";
import { mediaItems } from "./tables.server";

/** Who the library names as the uploader of the demo's own files. */
export const DEMO_UPLOADER = "Demo content";

/** A file the demo content already shows, as the library keeps it (its path below STORAGE_DIR). */
export type SeedFile = { path: string } & Pick<MediaItem, "kind" | "contentType" | "bytes" | "width" | "height" | "alt" | "title" | "tags">;

/**
 * Lists the demo's files in the library, so that editors pick the site's photos instead of
 * uploading copies. A file the library has already keeps what staff made of it (alt text, title, a
 * replacement): only files it lacks are added.
 */
export async function saveSeedFiles(db: Db, files: readonly SeedFile[]): Promise<{ added: number }> {
  if (files.length === 0) return { added: 0 };
  const added = await db
    .insert(mediaItems)
    .values(
      files.map(({ alt, path, ...file }) => ({
        ...file,
        path,
        altText: alt,
        originalName: path.split("/").pop() ?? path,
        uploadedBy: DEMO_UPLOADER,
      })),
    )
    .onConflictDoNothing({ target: mediaItems.path })
    .returning({ id: mediaItems.id });
  return { added: added.length };
}
