import path from "node:path";
import { type FileStore, localFileStore } from "../app/platform/file-store";
import type { Config } from "./config";
import { s3Client, s3FileStore } from "./s3-store";

/** Where the site's files live (docs/decisions/0024): its files, and the resized variants of its images. */
export type Storage = {
  /** `media/` (served at /media), `leads/` (private), `documents-unlisted/` (private). */
  files: FileStore;
  /** Resized images server/media.ts makes, kept to be served again: a cache, safe to empty. */
  variants: FileStore;
};

/** The variants' place in a bucket, beside the files. */
export const VARIANTS_PREFIX = "media-cache/";

/**
 * The local folders (STORAGE_DIR, and DATA_DIR/media-cache for the variants) unless S3_BUCKET
 * names a bucket: then both live there, and STORAGE_DIR keeps only uploads while they arrive.
 */
export function openStorage(config: Config): Storage {
  if (!config.S3_BUCKET)
    return { files: localFileStore(config.STORAGE_DIR), variants: localFileStore(path.join(config.DATA_DIR, "media-cache")) };
  const options = {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    // Services of their own (MinIO above all) are addressed by path; AWS by the bucket's host name.
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
  };
  const client = s3Client(options);
  const prefix = config.S3_PREFIX ?? "";
  return {
    files: s3FileStore({ ...options, prefix }, client),
    variants: s3FileStore({ ...options, prefix: `${prefix}${VARIANTS_PREFIX}` }, client),
  };
}
