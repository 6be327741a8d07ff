import { readdir } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../tests/support/listen";
import { doubleStoreOptions } from "../../tests/support/s3-double";
import { scratchWithS3Double } from "../../tests/support/scratch-with-s3";
import type { AppEnv } from "../../app/platform/app-env";
import { type FileStore, localFileStore } from "../../app/platform/file-store";
import { mediaHandler, parseRange } from "./media";
import { s3FileStore } from "./s3-store";

const scratch = scratchWithS3Double("doors-media-");

type Stores = { files: FileStore; variants: FileStore; /** Every key the variants' store holds. */ variantKeys: () => Promise<string[]> };

/** The same media served from the local folders and from a bucket of the S3 double (the real client). */
const backends: [string, () => Stores][] = [
  [
    "local folders",
    () => ({
      files: localFileStore(path.join(scratch.root, "storage")),
      variants: localFileStore(path.join(scratch.root, "data/media-cache")),
      variantKeys: async () => (await readdir(scratch.root, { recursive: true })).filter((file) => /\.\d+\.(jpeg|webp|avif)$/.test(file)),
    }),
  ],
  [
    "an S3 bucket",
    () => {
      const options = doubleStoreOptions(scratch.double);
      return {
        files: s3FileStore({ ...options, prefix: "site/" }),
        variants: s3FileStore({ ...options, prefix: "site/media-cache/" }),
        variantKeys: async () => [...scratch.double.objects.keys()].filter((key) => /\.\d+\.(jpeg|webp|avif)$/.test(key)),
      };
    },
  ],
];

describe.each(backends)("media from %s", (backend, open) => {
  let app: Hono<AppEnv>;
  let stores: Stores;

  beforeAll(async () => {
    stores = open();
    const { files } = stores;
    const door = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8a6d4b" } })
      .jpeg()
      .toBuffer();
    await files.put("media/home/door.jpg", door);
    await files.put("media/home/notes.txt", "not media");
    await files.put("media/home/clip.vtt", "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n");
    await files.put("secret.jpg", "outside the media folder");
    await files.put("leads/photo.jpg", door);
    await files.put("media/home/manual.pdf", Buffer.alloc(8 * 1024 * 1024, 1));
    app = new Hono<AppEnv>();
    app.on(["GET", "HEAD"], "/media/*", mediaHandler(stores.files, stores.variants));
  });

  const get = (url: string, headers?: Record<string, string>) => app.request(url, { headers });

  describe("/media/*", () => {
    it("serves a stored image with its type, length and cache headers", async () => {
      const response = await get("/media/home/door.jpg");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
      expect(response.headers.get("etag")).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(response.headers.get("last-modified")).toBeTruthy();
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(body.length);
      expect((await sharp(body).metadata()).width).toBe(800);
    });

    it("answers 304 when the browser already has that version", async () => {
      const etag = (await get("/media/home/door.jpg")).headers.get("etag") ?? "";
      for (const ifNoneMatch of [etag, `W/"other", ${etag}`, etag.replace(/^W\//, ""), "*"]) {
        const response = await get("/media/home/door.jpg", { "if-none-match": ifNoneMatch });
        expect(response.status).toBe(304);
        expect(await response.text()).toBe("");
      }
      expect((await get("/media/home/door.jpg", { "if-none-match": 'W/"other"' })).status).toBe(200);
    });

    it("answers HEAD with the headers and no body", async () => {
      const response = await app.request("/media/home/door.jpg", { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
      expect(await response.text()).toBe("");
    });

    it("makes a resized variant at an allowed width and format, once", async () => {
      const first = await get("/media/home/door.jpg?w=320&f=webp");
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(320);
      const again = await get("/media/home/door.jpg?w=320&f=webp");
      expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    });

    it("never enlarges an image beyond its own width", async () => {
      const response = await get("/media/home/door.jpg?w=1024&f=jpeg");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(800);
    });

    it.each(["?w=300&f=webp", "?w=320&f=gif", "?w=320", "?f=avif", "?w=-1&f=jpeg", "?w=1e9&f=jpeg"])(
      "answers 400 JSON for a width or format outside the lists: %s",
      async (query) => {
        const response = await get(`/media/home/door.jpg${query}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: "bad_request" });
      },
    );

    it.each([
      "/media/home/missing.jpg",
      "/media/home/notes.txt",
      "/media/home",
      "/media/",
      "/media/..%2fsecret.jpg",
      "/media/..%2F..%2Fstorage%2Fsecret.jpg",
      "/media/home%2f..%2f..%2fsecret.jpg",
      "/media/..%5csecret.jpg",
      "/media/..%2fleads%2fphoto.jpg",
      "/media/%00.jpg",
      "/media/%E0%A4%A.jpg",
    ])("answers 404 JSON for %s", async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: "not_found" });
    });

    it("keeps resized variants inside the variants' store whatever the path says", async () => {
      const response = await get("/media/..%2fmedia%2fhome%2fdoor.jpg?w=120&f=jpeg");
      expect(response.status).toBe(404);
      const variants = await stores.variantKeys();
      const inside = backend === "local folders" ? path.join("data", "media-cache") : "site/media-cache/";
      expect(variants.length).toBeGreaterThan(0);
      expect(variants.filter((file) => !file.startsWith(inside))).toEqual([]);
    });

    it("makes a variant afresh once its image is replaced", async () => {
      const before = Buffer.from(await (await get("/media/home/door.jpg?w=120&f=jpeg")).arrayBuffer());
      expect((await sharp(before).metadata()).height).toBe(90);
      // A replacement comes a second later or more: the stores keep whole seconds.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const tall = await sharp({ create: { width: 400, height: 800, channels: 3, background: "#333333" } })
        .jpeg()
        .toBuffer();
      await stores.files.put("media/home/door.jpg", tall);
      const after = Buffer.from(await (await get("/media/home/door.jpg?w=120&f=jpeg")).arrayBuffer());
      expect((await sharp(after).metadata()).height).toBe(240);
    });
  });

  describe("byte ranges", () => {
    const whole = "WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n";

    it("answers one range with 206, Content-Range and only those bytes", async () => {
      const response = await get("/media/home/clip.vtt", { range: "bytes=0-5" });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe(`bytes 0-5/${whole.length}`);
      expect(response.headers.get("content-length")).toBe("6");
      expect(await response.text()).toBe("WEBVTT");
      const tail = await get("/media/home/clip.vtt", { range: "bytes=-6" });
      expect(await tail.text()).toBe("Hello\n");
    });

    it("says it accepts ranges, and sends the whole file for several ranges or a stale If-Range", async () => {
      expect((await get("/media/home/clip.vtt")).headers.get("accept-ranges")).toBe("bytes");
      expect((await get("/media/home/clip.vtt", { range: "bytes=0-1,4-5" })).status).toBe(200);
      expect((await get("/media/home/clip.vtt", { range: "bytes=0-1", "if-range": 'W/"old"' })).status).toBe(200);
    });

    it("answers 416 for a range beyond the end", async () => {
      const response = await get("/media/home/clip.vtt", { range: `bytes=${whole.length}-` });
      expect(response.status).toBe(416);
      expect(response.headers.get("content-range")).toBe(`bytes */${whole.length}`);
    });

    it("parses the forms of RFC 9110", () => {
      expect(parseRange("bytes=10-", 100)).toEqual({ start: 10, end: 99 });
      expect(parseRange("bytes=10-500", 100)).toEqual({ start: 10, end: 99 });
      expect(parseRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
      expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
      expect(parseRange("bytes=20-10", 100)).toBe("unsatisfiable");
      expect(parseRange("items=0-1", 100)).toBeNull();
      expect(parseRange("bytes=-", 100)).toBeNull();
      expect(parseRange(undefined, 100)).toBeNull();
    });

    it("ends a download the visitor cut off, and keeps serving", async () => {
      const server = await listen(app.fetch);
      try {
        for (let visit = 0; visit < 10; visit += 1) {
          await new Promise<void>((resolve) => {
            const socket = connect(server.port, "127.0.0.1");
            socket.on("error", () => resolve());
            socket.once("data", () => {
              socket.destroy();
              resolve();
            });
            socket.write("GET /media/home/manual.pdf HTTP/1.1\r\nHost: localhost\r\n\r\n");
          });
        }
        const after = await fetch(`${server.url}/media/home/door.jpg`);
        expect(after.status).toBe(200);
        expect((await after.arrayBuffer()).byteLength).toBeGreaterThan(0);
      } finally {
        await server.close();
      }
    });
  });
});

describe("media from a bucket that drops the connection mid-file", () => {
  it("fails that download and the variant made from it, and keeps serving", async () => {
    const options = doubleStoreOptions(scratch.double);
    const files = s3FileStore({ ...options, prefix: "cut/" });
    const app = new Hono<AppEnv>();
    app.on(["GET", "HEAD"], "/media/*", mediaHandler(files, s3FileStore({ ...options, prefix: "cut/media-cache/" })));
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#446688" } })
      .jpeg()
      .toBuffer();
    await files.put("media/cut/manual.pdf", Buffer.alloc(512 * 1024, 1));
    await files.put("media/cut/photo.jpg", photo);
    await files.put("media/cut/whole.jpg", photo);
    scratch.double.cutOff.add("cut/media/cut/manual.pdf");
    scratch.double.cutOff.add("cut/media/cut/photo.jpg");

    const download = await app.request("/media/cut/manual.pdf");
    expect(download.status).toBe(200);
    await expect(download.arrayBuffer()).rejects.toThrow();

    // The handler fails (the app's error handler answers 500 JSON) rather than keep half an image.
    const variant = await app.request("/media/cut/photo.jpg?w=320&f=webp");
    expect(variant.status).toBe(500);
    expect([...scratch.double.objects.keys()].filter((key) => key.startsWith("cut/media-cache/"))).toEqual([]);

    const after = await app.request("/media/cut/whole.jpg?w=320&f=webp");
    expect(after.status).toBe(200);
    expect((await sharp(Buffer.from(await after.arrayBuffer())).metadata()).width).toBe(320);
  });
});
