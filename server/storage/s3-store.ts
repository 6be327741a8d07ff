import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { type FileStore, assertStoreKey } from "../../app/platform/file-store";

export type S3StoreOptions = {
  bucket: string;
  /** Put before every key, so one bucket can hold several sites (`lacantina/`); "" for none. */
  prefix?: string;
  /** Another service than AWS: MinIO, Cloudflare R2, Backblaze B2 (`https://…`). */
  endpoint?: string;
  region: string;
  /** Addresses `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
  /** Otherwise the SDK's own chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The client every store of one bucket shares (one pool of connections). */
export function s3Client(options: Omit<S3StoreOptions, "bucket" | "prefix">): S3Client {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: R2, B2 and older MinIO refuse or mangle the default
    // streaming (aws-chunked) checksums, and the site checks its files by their bytes anyway.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // A store that does not answer fails the request in seconds rather than holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  };
  return new S3Client(config);
}

/** HTTP status of an SDK error, where it has one. */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const notThere = (error: unknown) => statusOf(error) === 404 || ["NoSuchKey", "NotFound"].includes((error as Error).name);

/** A key in the `x-amz-copy-source` header: bucket and key, each name percent-encoded. */
const copySource = (bucket: string, key: string) => `${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;

/**
 * The store in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2). The bucket
 * stays private: files are read through the server, which decides what visitors may have.
 */
export function s3FileStore(options: S3StoreOptions, client: S3Client = s3Client(options)): FileStore {
  const { bucket } = options;
  const prefix = options.prefix ?? "";
  const keyOf = (key: string) => `${prefix}${assertStoreKey(key)}`;

  async function get(key: string, range?: { start: number; end: number }) {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return answer.Body as Readable & { transformToByteArray(): Promise<Uint8Array> };
    } catch (error) {
      if (notThere(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",
    location: `s3://${bucket}/${prefix}`,
    async putFile(key, localFile, contentType) {
      const { size } = await stat(localFile);
      const body = createReadStream(localFile);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: body, ContentLength: size, ContentType: contentType }),
        );
      } finally {
        body.destroy();
      }
      await rm(localFile, { force: true });
    },
    async put(key, body, contentType) {
      const bytes = typeof body === "string" ? Buffer.from(body) : body;
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes, ContentLength: bytes.length, ContentType: contentType }),
      );
    },
    async info(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (notThere(error)) return null;
        throw error;
      }
    },
    read: (key, range) => get(key, range),
    async readAll(key) {
      const body = await get(key);
      return body ? Buffer.from(await body.transformToByteArray()) : null;
    },
    async move(from, to) {
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: keyOf(to), CopySource: copySource(bucket, keyOf(from)) }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(from) }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async list(start) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}${start}`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async check() {
      await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1 }));
    },
  };
}
