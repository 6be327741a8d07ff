import { createHash, createHmac } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An S3 test double on 127.0.0.1: the parts of the S3 protocol the site uses (PutObject,
 * GetObject with a byte range, HeadObject, DeleteObject, CopyObject, ListObjectsV2), path-style
 * addressing, objects in memory. It checks each request's Signature Version 4 as S3 does, so the
 * real client (`@aws-sdk/client-s3`, server/storage/s3-store.ts) runs against it unchanged. No npm
 * package fitted: s3rver is unmaintained (old busboy and XML parser), its maintained fork and
 * fauxqs need a newer Node than the project supports.
 */
export type S3Object = { body: Buffer; contentType: string | undefined; modified: Date; etag: string };

export type S3Double = {
  /** The endpoint for the client (`S3_ENDPOINT`). */
  url: string;
  port: number;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The bucket's objects by key: tests look inside. */
  objects: Map<string, S3Object>;
  /** Every request as `METHOD /path?query`, oldest first. */
  requests: string[];
  /** Keys whose GET sends half the object and then drops the connection: a store failing mid-body. */
  cutOff: Set<string>;
  close: () => Promise<void>;
};

/** What a store needs to reach the double's bucket as its owner (server/storage/s3-store.ts). */
export function doubleStoreOptions(double: S3Double) {
  return { bucket: double.bucket, endpoint: double.url, region: "us-east-1", forcePathStyle: true, credentials: double.credentials };
}

type Options = { bucket?: string; accessKeyId?: string; secretAccessKey?: string; port?: number };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
const httpDate = (date: Date) => date.toUTCString();
const isoDate = (date: Date) => date.toISOString();

/** RFC 3986 encoding, as SigV4 wants query names and values. */
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

function error(res: ServerResponse, status: number, code: string, message: string, head = false) {
  res.writeHead(status, { "Content-Type": "application/xml" });
  res.end(
    head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`,
  );
}

/** Whether the request carries a valid SigV4 signature of `secret` for `accessKeyId`. */
function signedBy(req: IncomingMessage, rawUrl: URL, accessKeyId: string, secret: string): boolean {
  const header = req.headers.authorization ?? "";
  const match = header.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/,
  );
  if (!match || match[1] !== accessKeyId) return false;
  const [, , day, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const query = [...rawUrl.searchParams.entries()]
    .map(([name, value]) => [strictEncode(name), strictEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const headers = signedHeaders
    .split(";")
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonical = [req.method, rawUrl.pathname, query, headers, signedHeaders, String(req.headers["x-amz-content-sha256"] ?? "")].join(
    "\n",
  );
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), "s3"), "aws4_request");
  return createHmac("sha256", key).update(toSign).digest("hex") === signature;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; null for the whole object; "invalid" past its end. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null | "invalid" {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    return suffix === 0 ? "invalid" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? "invalid" : { start, end };
}

function objectHeaders(object: S3Object) {
  return {
    "Content-Type": object.contentType ?? "application/octet-stream",
    "Last-Modified": httpDate(object.modified),
    ETag: object.etag,
    "Accept-Ranges": "bytes",
  };
}

export async function startS3Double(options: Options = {}): Promise<S3Double> {
  const bucket = options.bucket ?? "site-media";
  const credentials = { accessKeyId: options.accessKeyId ?? "test-key", secretAccessKey: options.secretAccessKey ?? "test-secret" };
  const objects = new Map<string, S3Object>();
  const requests: string[] = [];
  const cutOff = new Set<string>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://s3.test");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const head = req.method === "HEAD";
    if (!signedBy(req, url, credentials.accessKeyId, credentials.secretAccessKey))
      return error(
        res,
        403,
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match the signature you provided.",
        head,
      );
    const [, bucketName, ...rest] = url.pathname.split("/");
    if (bucketName !== bucket) return error(res, 404, "NoSuchBucket", "The specified bucket does not exist.", head);
    const key = rest.map((part) => decodeURIComponent(part)).join("/");
    const body = await readBody(req);
    const declared = String(req.headers["x-amz-content-sha256"] ?? "");
    if (/^[0-9a-f]{64}$/.test(declared) && sha256(body) !== declared)
      return error(res, 400, "XAmzContentSHA256Mismatch", "The provided x-amz-content-sha256 header does not match what was computed.");

    if (key === "") {
      if (head) return void res.writeHead(200).end();
      if (req.method !== "GET" || url.searchParams.get("list-type") !== "2") return error(res, 501, "NotImplemented", "Not in the double.");
      const prefix = url.searchParams.get("prefix") ?? "";
      const maxKeys = Math.min(Number(url.searchParams.get("max-keys") ?? 1000), 1000);
      const after = url.searchParams.get("continuation-token") ?? url.searchParams.get("start-after") ?? "";
      const matching = [...objects.keys()].filter((name) => name.startsWith(prefix) && name > after).sort();
      const page = matching.slice(0, maxKeys);
      const truncated = matching.length > page.length;
      const contents = page
        .map((name) => {
          const object = objects.get(name)!;
          return `<Contents><Key>${escapeXml(name)}</Key><LastModified>${isoDate(object.modified)}</LastModified><ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join("");
      res.writeHead(200, { "Content-Type": "application/xml" });
      return void res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>` : ""}</ListBucketResult>`,
      );
    }

    if (req.method === "PUT") {
      const source = req.headers["x-amz-copy-source"];
      if (typeof source === "string") {
        const [sourceBucket, ...sourceKey] = decodeURIComponent(source.replace(/^\//, "")).split("/");
        const original = sourceBucket === bucket ? objects.get(sourceKey.join("/")) : undefined;
        if (!original) return error(res, 404, "NoSuchKey", "The specified key does not exist.");
        const copy = { ...original, modified: new Date() };
        objects.set(key, copy);
        res.writeHead(200, { "Content-Type": "application/xml" });
        return void res.end(
          `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><LastModified>${isoDate(copy.modified)}</LastModified><ETag>${escapeXml(copy.etag)}</ETag></CopyObjectResult>`,
        );
      }
      // The streaming checksums of newer SDKs (aws-chunked) are turned off in server/storage/s3-store.ts.
      if (String(req.headers["content-encoding"] ?? "").includes("aws-chunked") || declared.startsWith("STREAMING-"))
        return error(res, 501, "NotImplemented", "aws-chunked uploads are not in the double.");
      const etag = `"${createHash("md5").update(body).digest("hex")}"`;
      objects.set(key, { body, contentType: req.headers["content-type"], modified: new Date(), etag });
      res.writeHead(200, { ETag: etag });
      return void res.end();
    }

    if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204);
      return void res.end();
    }

    if (req.method === "GET" || head) {
      const object = objects.get(key);
      if (!object) return error(res, 404, "NoSuchKey", "The specified key does not exist.", head);
      const size = object.body.length;
      const range = head ? null : rangeOf(req.headers.range, size);
      if (range === "invalid") return error(res, 416, "InvalidRange", "The requested range is not satisfiable");
      if (range) {
        res.writeHead(206, {
          ...objectHeaders(object),
          "Content-Length": String(range.end - range.start + 1),
          "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
        });
        return void res.end(object.body.subarray(range.start, range.end + 1));
      }
      res.writeHead(200, { ...objectHeaders(object), "Content-Length": String(size) });
      if (!head && cutOff.has(key)) {
        res.write(object.body.subarray(0, Math.floor(size / 2)));
        return void setTimeout(() => res.socket?.destroy(), 20);
      }
      return void res.end(head ? undefined : object.body);
    }
    return error(res, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((failure: unknown) => {
      if (!res.headersSent) error(res, 500, "InternalError", String(failure));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    bucket,
    credentials,
    objects,
    requests,
    cutOff,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
