import path from "node:path";
import { type FileStore, localFileStore } from "../../app/platform/file-store";
import { UPLOADS_FOLDER } from "../../app/platform/file-upload.server";
import type { Config } from "../config";
import { type HoldableFileStore, holdRemovals } from "./removal-hold";
import { s3Client, s3FileStore } from "./s3-store";

/** Where the site's files live (docs/decisions/0024): its files, and the resized variants of its images. */
export type Storage = {
  /** `media/` (served at /media), `leads/` (private), `documents-unlisted/` (private). */
  files: HoldableFileStore;
  /** Resized images server/storage/media.ts makes, kept to be served again: a cache, safe to empty. */
  variants: FileStore;
  /** The backups' archives (server/storage/backups.ts): BACKUP_DIR, or `backups/` in the bucket. */
  backups: FileStore;
};

/** The variants' place in a bucket, beside the files. */
export const VARIANTS_PREFIX = "media-cache/";
/** The backups' place in a bucket, beside the files; never served (server/storage/media.ts serves `media/`). */
export const BACKUPS_PREFIX = "backups/";

/** Keys of the files store that a backup leaves out: uploads under way, and in a bucket the cache and the backups themselves. */
export const notBackedUp = (key: string) =>
  [`${UPLOADS_FOLDER}/`, VARIANTS_PREFIX, BACKUPS_PREFIX].some((prefix) => key.startsWith(prefix));

/** Where the backups' archives go on this machine when no bucket holds them. */
export const backupDir = (config: Config) => config.BACKUP_DIR ?? path.join(config.DATA_DIR, "backups");

/**
 * The local folders (STORAGE_DIR, and DATA_DIR/media-cache for the variants) unless S3_BUCKET
 * names a bucket: then all live there, and STORAGE_DIR keeps only uploads while they arrive.
 */
export function openStorage(config: Config): Storage {
  const scratch = path.join(config.STORAGE_DIR, UPLOADS_FOLDER);
  if (!config.S3_BUCKET)
    return {
      files: holdRemovals(localFileStore(config.STORAGE_DIR), scratch),
      variants: localFileStore(path.join(config.DATA_DIR, "media-cache")),
      backups: localFileStore(backupDir(config)),
    };
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
    files: holdRemovals(s3FileStore({ ...options, prefix }, client), scratch),
    variants: s3FileStore({ ...options, prefix: `${prefix}${VARIANTS_PREFIX}` }, client),
    backups: s3FileStore({ ...options, prefix: `${prefix}${BACKUPS_PREFIX}` }, client),
  };
}
