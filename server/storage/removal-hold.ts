import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStore } from "../../app/platform/file-store";

/**
 * The site's files, whose removals wait while a backup reads them (server/storage/backups.ts). A backup
 * copies the files after its database snapshot: a row of the snapshot whose file was removed
 * meanwhile (a lead deleted, a document withdrawn) would point at nothing in the archive. While a
 * hold lasts, a removed file is gone for the site (info, read and list no longer find it) but stays
 * in `underlying`, where the backup reads; a move copies and removes its source the same way. When
 * the last hold ends, the removals are made, except of files written again since.
 */
export type HoldableFileStore = FileStore & {
  /** Holds removals until the returned function is called (and has removed what waited). */
  hold(): () => Promise<void>;
  /** The store itself: while held, it still has the files removed meanwhile. */
  readonly underlying: FileStore;
};

/** `scratchDir`: a local folder for a moved file's bytes while held (STORAGE_DIR/uploads). */
export function holdRemovals(store: FileStore, scratchDir: string): HoldableFileStore {
  let holds = 0;
  const removed = new Set<string>();
  const written = (key: string) => removed.delete(key);
  const present = (key: string) => !removed.has(key);

  async function copy(from: string, to: string) {
    const source = await store.read(from);
    if (!source) throw new Error(`No file to move at ${from}`);
    await mkdir(scratchDir, { recursive: true });
    const scratch = path.join(scratchDir, `moving-${randomBytes(8).toString("hex")}`);
    try {
      await pipeline(source, createWriteStream(scratch));
      await store.putFile(to, scratch);
    } finally {
      await rm(scratch, { force: true });
    }
  }

  return {
    kind: store.kind,
    location: store.location,
    underlying: store,
    async putFile(key, localFile, contentType) {
      written(key);
      await store.putFile(key, localFile, contentType);
    },
    async put(key, body, contentType) {
      written(key);
      await store.put(key, body, contentType);
    },
    info: async (key) => (present(key) ? store.info(key) : null),
    read: async (key, range) => (present(key) ? store.read(key, range) : null),
    readAll: async (key) => (present(key) ? store.readAll(key) : null),
    async move(from, to) {
      written(to);
      if (holds === 0) return store.move(from, to);
      await copy(from, to);
      removed.add(from);
    },
    async remove(key) {
      if (holds === 0) return store.remove(key);
      removed.add(key);
    },
    list: async (prefix) => (await store.list(prefix)).filter(present),
    check: () => store.check(),
    hold() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds > 0) return;
        const waiting = [...removed];
        removed.clear();
        await Promise.all(waiting.map((key) => store.remove(key)));
      };
    },
  };
}
