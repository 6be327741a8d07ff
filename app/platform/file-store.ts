import { constants } from "node:fs";
import { access, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { moveInto, resolveInside } from "./storage";

/** What the store knows of a file: its length in bytes and when it was last written. */
export type StoredFileInfo = { size: number; modified: Date };

/** Bytes `start` to `end` of a file, both included (as in an HTTP `Range`). */
export type StoredRange = { start: number; end: number };

/**
 * Where the site keeps its files (docs/decisions/0024): media, documents and lead photos, and
 * the resized variants of images. Keys are relative paths such as `media/library/door-k3x9.jpg`
 * or `leads/5f0c….jpg`, the same below a local folder and in a bucket. The local folder is the
 * default; several instances share an S3-compatible bucket instead (server/storage/s3-store.ts).
 * Nothing here makes a file public: the server decides what it serves (server/storage/media.ts).
 */
export type FileStore = {
  readonly kind: "local" | "s3";
  /** For logs and the readiness answer: the folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Takes a local file this process wrote (an upload as it arrived) into the store; the local file is gone after. */
  putFile(key: string, localFile: string, contentType?: string): Promise<void>;
  /** Writes `body` at `key`, whole or not at all (readers never see half a file). */
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** The file's size and time, or null when there is none. */
  info(key: string): Promise<StoredFileInfo | null>;
  /** The file (or the bytes of `range`) as a stream, or null when there is none. */
  read(key: string, range?: StoredRange): Promise<Readable | null>;
  /** The whole file in memory, or null when there is none: for small files only (images to resize, attachments, subtitles). */
  readAll(key: string): Promise<Buffer | null>;
  /** Moves a file to another key of the store. */
  move(from: string, to: string): Promise<void>;
  /** Removes a file; one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** The keys that start with `prefix`, in no promised order. */
  list(prefix: string): Promise<string[]>;
  /** Throws when the store cannot be reached or written (the readiness check). */
  check(): Promise<void>;
};

/** A key is a relative path of plain names: no `..`, no empty or dot name, no backslash, no NUL. */
export function isStoreKey(key: string): boolean {
  if (key === "" || key.length > 1024 || /[\\\0]/.test(key)) return false;
  return key.split("/").every((name) => name !== "" && name !== "." && name !== "..");
}

export function assertStoreKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

const missing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

/** The store as a folder of this machine (STORAGE_DIR): the default, and what one process needs. */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = resolveInside(base, assertStoreKey(key));
    if (!file) throw new Error(`A storage key leaves the folder: ${key}`);
    return file;
  };

  return {
    kind: "local",
    location: base,
    async putFile(key, localFile) {
      await moveInto(localFile, fileOf(key));
    },
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader (or another process) never sees half a file.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async info(key) {
      const found = await stat(fileOf(key)).catch(() => null);
      return found?.isFile() ? { size: found.size, modified: found.mtime } : null;
    },
    async read(key, range) {
      // Opened here, so a missing file answers null rather than failing the stream later.
      const handle = await open(fileOf(key), "r").catch((error: unknown) => {
        if (missing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      });
      if (!handle) return null;
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        return null;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async readAll(key) {
      return readFile(fileOf(key)).catch((error: unknown) => {
        if (missing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      });
    },
    async move(from, to) {
      await moveInto(fileOf(from), fileOf(to));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      const slash = prefix.lastIndexOf("/");
      const folder = slash < 0 ? "" : prefix.slice(0, slash);
      const start = folder ? fileOf(folder) : base;
      const names = await readdir(start, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      });
      return names
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .filter((key) => key.startsWith(prefix) && !key.endsWith(".tmp"));
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
  };
}
