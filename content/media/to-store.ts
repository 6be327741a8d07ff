import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { FileStore } from "../../app/platform/file-store";

/**
 * Puts the demo's files, rendered into `storageDir/media`, into a store that is not that folder
 * (a bucket, docs/decisions/0024). A file the store already has is left as it is there (an
 * editor may have replaced it); the generator's bookkeeping files (`.name`) stay local.
 */
export async function copyDemoMediaToStore(storageDir: string, store: FileStore): Promise<{ copied: number }> {
  const mediaRoot = path.resolve(storageDir, "media");
  const files = (await readdir(mediaRoot, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith(".") && !entry.name.endsWith(".tmp"))
    .map((entry) => path.relative(mediaRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const present = new Set(await store.list("media/"));
  const queue = files.filter((file) => !present.has(`media/${file}`));
  const copied = queue.length;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift())
      await store.put(`media/${file}`, await readFile(path.join(mediaRoot, file)));
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { copied };
}
