import { randomBytes } from "node:crypto";
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";

/** The absolute path of `relative` inside `root`, or null when it would leave `root`. */
export function resolveInside(root: string, relative: string): string | null {
  if (relative.includes("\0")) return null;
  const resolved = path.resolve(root, relative);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}

/** A stored file's name: the uploaded name as people read it, and a few random characters so names never collide. */
export function storedFileName(originalName: string, extension: string): string {
  const stem = path.parse(originalName).name.normalize("NFKD").toLowerCase();
  const slug =
    stem
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "file";
  return `${slug}-${randomBytes(4).toString("hex")}.${extension}`;
}

/** Moves a file into place in one step; across file systems (a mounted media folder), by copy then rename. */
export async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    const beside = `${to}.${process.pid}.tmp`;
    await copyFile(from, beside);
    await rename(beside, to);
    await rm(from, { force: true });
  }
}
