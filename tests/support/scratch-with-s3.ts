import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type S3Double, startS3Double } from "./s3-double";

/**
 * A test file's temporary folder and S3 double, made before its tests and removed after them;
 * read `root` and `double` inside tests and hooks, once they exist.
 */
export function scratchWithS3Double(prefix: string): { readonly root: string; readonly double: S3Double } {
  let root: string | undefined;
  let double: S3Double | undefined;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), prefix));
    double = await startS3Double();
  });
  afterAll(async () => {
    await double?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });
  const made = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is made in beforeAll: read it inside a test or hook`);
    return value;
  };
  return {
    get root() {
      return made(root, "root");
    },
    get double() {
      return made(double, "double");
    },
  };
}
