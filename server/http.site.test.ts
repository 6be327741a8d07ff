import { readFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../tests/support/database";
import { listen } from "../tests/support/listen";
import { openTestSite, type TestSite } from "../tests/support/site";
import { BUSY_RETRY_AFTER_SECONDS, bodyLimitFor, createHttpApp, streamedUploadPaths } from "./http";

const SITE = "http://localhost:3000";
const YEAR = 365 * 24 * 60 * 60;

function cspDirectives(response: { headers: Headers }): Map<string, string> {
  const policy = response.headers.get("content-security-policy") ?? "";
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values.join(" ")]),
  );
}

function expectBaselineHeaders(response: { headers: Headers }) {
  const csp = cspDirectives(response);
  expect(csp.get("script-src")).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("base-uri")).toBe("'none'");
  expect(csp.get("frame-ancestors")).toBe("'self'");
  expect(csp.get("default-src")).toBe("'self'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
}

/** No stack frame, source path or exception text ever reaches a visitor. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\.(tsx?|m?js):\d+:\d+|\n\s*at /);
}

describe.each(siteTestDatabases())("the site over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, init);

  beforeAll(async () => {
    site = await openTestSite(await open());
  });
  afterAll(() => site.close());

  describe("security baseline", () => {
    it("a page carries every security header of the Observatory baseline and no HSTS over http", async () => {
      const response = await request("/");
      expect(response.status).toBe(200);
      expectBaselineHeaders(response);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    });

    it("an API answer carries the same headers", async () => {
      const response = await request("/api/health");
      expect(await response.json()).toEqual({ status: "ok" });
      expectBaselineHeaders(response);
    });

    it("says it is ready for visitors at /api/ready, never from a cache", async () => {
      const response = await request("/api/ready");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        status: "ready",
        checks: { database: true, migrations: true, storage: true, renders: true },
      });
    });

    it("every script of the page carries the CSP nonce, which is new for every request", async () => {
      const first = await request("/");
      const nonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy") ?? "")?.[1];
      const html = await first.text();
      // JSON-LD blocks are data that browsers never run; the CSP does not apply to them.
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((script) => !script.includes('type="application/ld+json"'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      // Inline event handlers would be blocked by the policy.
      expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);

      const second = await request("/");
      expect(/'nonce-([^']+)'/.exec(second.headers.get("content-security-policy") ?? "")?.[1]).not.toBe(nonce);
    });

    it("sends HSTS of at least a year when served over https behind a proxy", async () => {
      const response = await request("/", { headers: { "x-forwarded-proto": "https" } });
      const hsts = response.headers.get("strict-transport-security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(YEAR);
      expect(hsts).toContain("includeSubDomains");
    });

    it("echoes a well-formed X-Request-Id and replaces anything else", async () => {
      const echoed = await request("/api/health", { headers: { "x-request-id": "edge-1234abcd" } });
      expect(echoed.headers.get("x-request-id")).toBe("edge-1234abcd");
      const replaced = await request("/api/health", { headers: { "x-request-id": "<script>alert(1)</script>" } });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe("writes from other sites", () => {
    it("refuses a cross-origin POST to the API with 403 JSON", async () => {
      const response = await request("/ES/documents/search", {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: "forbidden_origin" });
    });

    it("refuses a cross-site POST that hides its Origin", async () => {
      const response = await request("/ES/documents/search", { method: "POST", headers: { "sec-fetch-site": "cross-site" }, body: "{}" });
      expect(response.status).toBe(403);
    });

    it("refuses a form posted to a page from another site with a 403 page", async () => {
      const response = await request("/request-quote", {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.c",
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toContain("text/html");
    });

    it("lets through writes from the site itself and from clients that send no Origin", async () => {
      for (const headers of [{ origin: SITE }, {}] as Record<string, string>[]) {
        const response = await request("/ES/documents/search", { method: "POST", headers, body: "{}" });
        // Past the origin check, an empty filter configuration searches the whole library.
        expect(response.status).toBe(200);
      }
    });

    it("lets a form posted on the https site reach the route behind a TLS proxy", async () => {
      const response = await request("/", {
        method: "POST",
        headers: { origin: "https://localhost:3000", "x-forwarded-proto": "https", "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      // 405: the home page has no action; React Router's own origin check would answer 400.
      expect(response.status).toBe(405);
    });
  });

  describe("API errors", () => {
    it.each(["/api/v1/nothing-here", "/ES/documents/nothing", "/api/v1/cms/entities/path%2Fno-such-page"])(
      "answers %s with 404 JSON",
      async (path) => {
        const response = await request(path);
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toContain("application/json");
        expect(await response.json()).toMatchObject({ error: "not_found" });
      },
    );

    it("refuses an API body over 100 KB with 413 JSON", async () => {
      const response = await request("/ES/documents/search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ q: "x".repeat(101 * 1024) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: "payload_too_large", message: "The request body is larger than 100 KB." });
    });

    it("refuses an oversized body sent without Content-Length", async () => {
      const chunk = new Uint8Array(64 * 1024);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 4) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const response = await request("/ES/documents/search", { method: "POST", body, duplex: "half" } as RequestInit);
      expect(response.status).toBe(413);
    });

    it("refuses a page form body over 1 MB with 413", async () => {
      const response = await request("/contact-us", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `message=${"x".repeat(1024 * 1024)}`,
      });
      expect(response.status).toBe(413);
      expectNoInternals(await response.text());
    });
  });

  describe("bad input is a 4xx, never a 500", () => {
    it.each([
      ["a malformed percent-encoding", "/%E0%A4%A", 400],
      ["a malformed percent-encoding in a product slug", "/products/%E0%A4%A", 400],
      ["a malformed percent-encoding in an API path", "/api/v1/cms/entities/path/%E0%A4%A", 400],
      ["an encoded traversal", "/..%2f..%2fetc/passwd", 404],
      ["an encoded traversal in the assets", "/assets/..%2f..%2fpackage.json", 404],
      ["encoded dot segments", "/%2e%2e/%2e%2e/package.json", 404],
      ["an encoded traversal in the media", "/media/..%2f..%2fpackage.json", 404],
      ["a very long path", `/${"a".repeat(8000)}`, 404],
      // A search page answers any term (cut to 200 characters) with its results.
      ["a long search term of emoji", `/search/${"%F0%9F%9A%AA".repeat(500)}`, 200],
      ["a hostile query string", "/?q=%E0%A4%A&x[]=<script>&__proto__[a]=1", 200],
      ["a null byte in the query", "/support/technical-documents?page=-1&tags=%00", 400],
      ["a control character in a path segment", "/search/door%01s", 400],
    ])("GET with %s answers %i", async (_case, path, status) => {
      const response = await request(path);
      expect(response.status).toBe(status);
      expectNoInternals(await response.text());
    });

    it.each([
      ["POST", "/ES/documents/search", "{not json", "application/json"],
      ["POST", "/ES/documents/search", '{"size":"twenty","from":-1}', "application/json"],
      ["POST", "/api/v1/cms/search", "[]", "application/json"],
      ["POST", "/_root.data", "{not json", "application/json"],
      ["POST", "/request-quote", "%%%", "application/x-www-form-urlencoded"],
      ["PUT", "/", "x", "text/plain"],
      ["DELETE", "/api/health", "", "text/plain"],
      ["PROPFIND", "/", "", "text/plain"],
      ["OPTIONS", "/", "", "text/plain"],
    ])("%s %s with a hostile body answers 4xx", async (method, path, body, type) => {
      const response = await request(path, { method, headers: { "content-type": type }, body: body || undefined });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expectNoInternals(await response.text());
    });

    it("answers a HEAD request for a page without a body, with a GET's type and cache headers", async () => {
      const response = await request("/", { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("");
      const get = await request("/");
      expect(response.headers.get("content-type")).toBe(get.headers.get("content-type"));
      expect(response.headers.get("cache-control")).toBe(get.headers.get("cache-control"));
      expect(response.headers.get("cache-control")).toMatch(/^public/);
    });
  });

  it("sends a page's blocks in place, none moved in later by a script, with React Router's own module preloads (decision 0020)", async () => {
    for (const path of ["/", "/blog/bringing-the-outdoors-in"]) {
      const html = await (await request(path)).text();
      expect(html, path).toContain("</footer>");
      expect(html, path).not.toContain("<!--$?-->");
      expect(html, path).toContain('rel="modulepreload"');
    }
  });

  it("compresses pages with gzip when the browser accepts it, and cached pages with brotli where it may", async () => {
    const plain = await request("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const gzip = await request("/", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8")).toMatch(/^<!DOCTYPE html>/);
    // The cache makes its brotli form off the main thread once the page is stored.
    await expect
      .poll(async () => (await request("/", { headers: { "accept-encoding": "gzip, deflate, br" } })).headers.get("content-encoding"), {
        timeout: 15_000,
      })
      .toBe("br");
    const br = await request("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8")).toMatch(/^<!DOCTYPE html>/);
  });

  it("serves media with its type and cache headers", async () => {
    const response = await request("/media/home/hero.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
  });

  it("answers an unexpected failure with a generic page and no stack trace", async () => {
    const broken = createHttpApp({
      services: site.services,
      getBuild: () => Promise.reject(new Error("database password is hunter2 at /srv/app/server.ts:12:3")),
      mode: "production",
      clientDir: "public",
      readiness: site.readiness,
    });
    const response = await broken.request(`${SITE}/about`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain("Something went wrong on our side");
    expect(body).not.toContain("hunter2");
    expectNoInternals(body);
    expectBaselineHeaders(response);
  });

  it("keeps the 4xx status of an HTTP error thrown for bad input", async () => {
    const strict = createHttpApp({
      services: site.services,
      getBuild: () => Promise.reject(new HTTPException(400, { message: "Malformed JSON <img src=x onerror=alert(1)>" })),
      mode: "production",
      clientDir: "public",
      readiness: site.readiness,
    });
    const response = await strict.request(`${SITE}/request-quote`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Malformed JSON &lt;img src=x onerror=alert(1)&gt;");
  });

  describe("under load", () => {
    it("renders an uncached page once for many visitors who ask for it at once", async () => {
      void site.services.changes.publish({ kind: "everything" });
      const answers = await Promise.all(Array.from({ length: 30 }, () => request("/learn")));
      expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
      const states = answers.map((answer) => answer.headers.get("x-render-cache"));
      expect(states.filter((state) => state === "miss")).toHaveLength(1);
      expect(states.filter((state) => state === "shared")).toHaveLength(29);
    });

    it("answers 503 with Retry-After at once past the render limit, and keeps serving the API", async () => {
      let finishRender: (error: Error) => void = () => {};
      const busy = createHttpApp({
        services: { ...site.services, config: { ...site.services.config, RENDER_CONCURRENCY: 1, RENDER_MAX_WAIT_MS: 0 } },
        getBuild: () =>
          new Promise((_resolve, reject) => {
            finishRender = reject;
          }),
        mode: "production",
        clientDir: "public",
        readiness: site.readiness,
      });
      const rendering = busy.request(`${SITE}/about-us`, { headers: { cookie: "preview=1" } });
      const started = performance.now();
      const turnedAway = await busy.request(`${SITE}/contact-us`, { headers: { cookie: "preview=1" } });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(turnedAway.status).toBe(503);
      expect(turnedAway.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(await turnedAway.text()).toContain("The site is busy right now.");
      expect((await busy.request(`${SITE}/api/health`)).status).toBe(200);
      finishRender(new Error("render abandoned by the test"));
      expect((await rendering).status).toBe(500);
    });

    it("lets a lead post whose photos arrive slowly hold no render's place: the next visitor's page renders", async () => {
      let abandonRenders: (error: Error) => void = () => {};
      const renders = new Promise<never>((_resolve, reject) => {
        abandonRenders = reject;
      });
      renders.catch(() => {});
      const busy = createHttpApp({
        services: { ...site.services, config: { ...site.services.config, RENDER_CONCURRENCY: 1, RENDER_MAX_WAIT_MS: 0 } },
        getBuild: () => renders,
        mode: "production",
        clientDir: "public",
        readiness: site.readiness,
      });
      // A phone on a slow link: the photo's first bytes, and the rest still to come.
      const photoArriving = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(
              '--b\r\nContent-Disposition: form-data; name="photo[]"; filename="sill.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
            ),
          );
        },
      });
      const upload = busy.request(`${SITE}/request-service`, {
        method: "POST",
        body: photoArriving,
        headers: { "content-type": "multipart/form-data; boundary=b", origin: SITE },
        duplex: "half",
      } as RequestInit);
      const page = busy.request(`${SITE}/contact-us`, { headers: { cookie: "preview=1" } });
      const early = await Promise.race([
        Promise.resolve(page).then((answer) => answer.status),
        new Promise((resolve) => setTimeout(() => resolve("rendering"), 500)),
      ]);
      expect(early).toBe("rendering");
      abandonRenders(new Error("renders abandoned by the test"));
      expect((await page).status).toBe(500);
      expect((await upload).status).toBe(500);
    });
  });

  describe("slow request bodies", () => {
    it("keeps answering pages within a second, and stays ready, while 50 bodies arrive a byte at a time", async () => {
      const served = await listen(site.app.fetch);
      const pages = ["/admin/sign-in", "/learn", "/products/folding-doors/aluminum", "/contact-us", "/support/technical-documents"];
      const page = async (path: string) => {
        const started = performance.now();
        // The preview cookie passes the render cache by: every answer is a render.
        const answer = await fetch(`${served.url}${path}`, { headers: { cookie: "preview=1" } });
        await answer.arrayBuffer();
        return { path, status: answer.status, ms: performance.now() - started };
      };
      for (const path of pages) expect((await page(path)).status).toBe(200);

      // Forms and admin posts (read whole before they may render), and photo uploads (streamed), from
      // ten addresses (loopback's 127.0.0.0/8), five each: within UNFINISHED_BODIES_PER_ADDRESS.
      const slowBodies = Array.from({ length: 50 }, (_, index) => {
        const socket = connect({ port: served.port, host: "127.0.0.1", localAddress: `127.0.0.${10 + (index % 10)}` });
        socket.on("error", () => {});
        const [path, type] =
          index % 5 === 0
            ? ["/request-service", "multipart/form-data; boundary=b"]
            : [index % 2 ? "/contact-us" : "/admin/sign-in", "application/x-www-form-urlencoded"];
        socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n`);
        const trickle = setInterval(() => socket.write(index % 5 === 0 ? "-" : "e"), 200);
        return { socket, trickle };
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const answers = [];
        for (const path of pages) answers.push(await page(path));
        expect(answers.map(({ status }) => status)).toEqual(pages.map(() => 200));
        for (const answer of answers) expect(answer.ms, answer.path).toBeLessThan(1_000);
        const ready = await fetch(`${served.url}/api/ready`);
        expect(await ready.json()).toMatchObject({ status: "ready", checks: { renders: true } });
        // Every slow body is still being waited for: none was refused to make room.
        expect(slowBodies.filter(({ socket }) => socket.destroyed).length).toBe(0);
      } finally {
        for (const { socket, trickle } of slowBodies) {
          clearInterval(trickle);
          socket.destroy();
        }
        await served.close();
      }
    });
  });

  describe("cached pages over a real socket, answered before the app (decision 0025)", () => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      server = createServer(site.listener);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** A GET as it came over the wire: fetch would decode a compressed body. */
    function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
      return new Promise((resolve, reject) => {
        const sent = httpRequest(`${origin}${path}`, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const received = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) if (typeof value === "string") received.set(name, value);
            resolve({ status: answer.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
          });
        });
        sent.on("error", reject);
        sent.end();
      });
    }
    const PER_ANSWER = new Set(["date", "x-request-id", "content-security-policy", "content-length", "connection", "keep-alive"]);
    const constantHeaders = (response: { headers: Headers }) => [...response.headers].filter(([name]) => !PER_ANSWER.has(name));
    const nonceOf = (response: { headers: Headers }) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const fastAnswers = () => site.fastPath?.answeredSoFar().pages ?? 0;
    /** A page the cache holds, with its compressed forms made. */
    async function cached(path: string) {
      await fetch(`${origin}${path}`).then((response) => response.arrayBuffer());
      await expect
        .poll(async () => (await rawGet(path, { "accept-encoding": "br" })).headers.get("content-encoding"), { timeout: 15_000 })
        .toBe("br");
    }

    it("sends the same headers as the app's own answer from the cache, with a fresh nonce that every script carries", async () => {
      await cached("/about");
      for (const accept of [undefined, "gzip, deflate, br"]) {
        const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
        const before = fastAnswers();
        const fast = await rawGet("/about", headers);
        expect(fastAnswers()).toBe(before + 1);
        // A campaign id keeps the page in the cache but takes the app's way to it.
        const slow = await rawGet("/about?utm_source=test", headers);
        expect(fastAnswers()).toBe(before + 1);
        expect(fast.status).toBe(200);
        expect(fast.headers.get("x-render-cache")).toBe("hit");
        expect(slow.headers.get("x-render-cache")).toBe("hit");
        expectBaselineHeaders(fast);
        expect(constantHeaders(fast), accept).toEqual(constantHeaders(slow));
        expect(fast.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        expect(fast.headers.get("vary")).toBe("Accept-Encoding");
        expect(Number(fast.headers.get("content-length"))).toBe(fast.body.length);
      }
      const fast = await rawGet("/about");
      const slow = await rawGet("/about?utm_source=test");
      const html = fast.body.toString("utf8");
      expect(html.replaceAll(nonceOf(fast) ?? "?", "N")).toBe(slow.body.toString("utf8").replaceAll(nonceOf(slow) ?? "?", "N"));
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((script) => !script.includes('type="application/ld+json"'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonceOf(fast)}"`);
      const again = await rawGet("/about");
      expect(nonceOf(again)).not.toBe(nonceOf(fast));
      expect(again.body.toString("utf8")).toContain(`nonce="${nonceOf(again)}"`);
    });

    it("compresses the first hit of a page too, before the cache has made its compressed forms", async () => {
      await fetch(`${origin}/learn`).then((response) => response.arrayBuffer());
      const first = await rawGet("/learn", { "accept-encoding": "gzip, deflate, br" });
      expect(first.headers.get("x-render-cache")).toBe("hit");
      expect(first.headers.get("content-encoding")).toMatch(/^(gzip|br)$/);
      const html = (first.headers.get("content-encoding") === "br" ? brotliDecompressSync : gunzipSync)(first.body).toString("utf8");
      expect(html).toContain(`nonce="${nonceOf(first)}"`);
    });

    it("answers each Accept-Encoding with the form it allows, the nonce in place, and Vary", async () => {
      await cached("/about");
      const plain = (await rawGet("/about")).body.toString("utf8");
      const variants: [string, string | null, (body: Buffer) => Buffer][] = [
        ["gzip, deflate, br", "br", brotliDecompressSync],
        ["gzip, deflate", "gzip", gunzipSync],
        ["br;q=0, gzip", "gzip", gunzipSync],
        ["identity", null, (body) => body],
      ];
      const before = fastAnswers();
      for (const [accept, encoding, decode] of variants) {
        const response = await rawGet("/about", { "accept-encoding": accept });
        expect(response.headers.get("content-encoding"), accept).toBe(encoding);
        expect(response.headers.get("vary"), accept).toBe("Accept-Encoding");
        expect(response.headers.get("etag"), accept).toMatch(encoding ? /^W\/"/ : /^"/);
        expect(Number(response.headers.get("content-length")), accept).toBe(response.body.length);
        const text = decode(response.body).toString("utf8");
        expect(text.replaceAll(`nonce="${nonceOf(response)}"`, 'nonce="N"'), accept).toBe(plain.replaceAll(/nonce="[^"]+"/g, 'nonce="N"'));
      }
      expect(fastAnswers()).toBe(before + variants.length);
    });

    it("answers a matching If-None-Match with 304, no CSP and no body; https adds HSTS", async () => {
      await cached("/about");
      const first = await rawGet("/about");
      const etag = first.headers.get("etag") ?? "";
      const before = site.fastPath?.answeredSoFar().notModified ?? 0;
      // A browser that had the brotli form sends its weak tag back.
      const revalidated = await rawGet("/about", { "if-none-match": `W/${etag}` });
      expect(revalidated.status).toBe(304);
      expect(site.fastPath?.answeredSoFar().notModified).toBe(before + 1);
      expect(revalidated.headers.get("content-security-policy")).toBeNull();
      expect(revalidated.headers.get("x-content-type-options")).toBe("nosniff");
      expect(revalidated.headers.get("etag")).toBe(etag);
      // Each answer's headers are worked out once per page and form: https and http never share them.
      for (let twice = 0; twice < 2; twice += 1) {
        const secure = await rawGet("/about", { "x-forwarded-proto": "https" });
        expect(secure.headers.get("strict-transport-security")).toContain("max-age=63072000");
        expect((await rawGet("/about")).headers.get("strict-transport-security")).toBeNull();
      }
    });

    it("leaves to the app what it is not sure of: cookies it reads, credentials, queries, HEAD", async () => {
      await cached("/about");
      const before = fastAnswers();
      const personal = await fetch(`${origin}/about`, { headers: { cookie: "doors_preview=1" } });
      expect(personal.headers.get("cache-control")).toBe("private, no-store");
      await fetch(`${origin}/about`, { headers: { authorization: "Bearer x" } });
      await fetch(`${origin}/about?page=2`);
      await fetch(`${origin}/about`, { method: "HEAD" });
      await fetch(`${origin}/%61bout`);
      expect(fastAnswers()).toBe(before);
      const analytics = await fetch(`${origin}/about`, { headers: { cookie: "_ga=GA1.1; _gid=x" } });
      expect(analytics.headers.get("x-render-cache")).toBe("hit");
      expect(fastAnswers()).toBe(before + 1);
    });
  });

  describe("over a real socket", () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer(getRequestListener(site.app.fetch));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    function raw(requestLine: string, headers = "Host: localhost\r\n"): Promise<number> {
      return new Promise((resolve, reject) => {
        const socket = connect(port, "127.0.0.1");
        let answer = "";
        socket.on("data", (chunk) => {
          answer += chunk.toString("latin1");
          const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
          if (status) {
            socket.destroy();
            resolve(Number(status[1]));
          }
        });
        socket.on("error", reject);
        socket.write(`${requestLine}\r\n${headers}Connection: close\r\n\r\n`);
      });
    }

    it("answers hostile request lines with 4xx and keeps serving", async () => {
      const statuses = [
        await raw("GET /%E0%A4%A HTTP/1.1"),
        await raw("GET /../../etc/passwd HTTP/1.1"),
        await raw("GET /..%2f..%2fetc/passwd HTTP/1.1"),
        await raw("GET /media/..\\..\\package.json HTTP/1.1"),
        await raw("GET / HTTP/1.1", "Host: bad host name\r\n"),
        await raw(`GET /${"a".repeat(20_000)} HTTP/1.1`),
      ];
      for (const status of statuses) {
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }
      expect(await raw("GET /api/health HTTP/1.1")).toBe(200);
    });
  });
});

describe("body limits per route", () => {
  it("gives the API 100 KB, pages 1 MB and the service request form room for its photos", () => {
    expect(bodyLimitFor("/ES/documents/zip")).toBe(100 * 1024);
    expect(bodyLimitFor("/api/v1/video-transcripts/vimeo")).toBe(100 * 1024);
    expect(bodyLimitFor("/request-quote")).toBe(1024 * 1024);
    expect(bodyLimitFor("/request-service")).toBeGreaterThan(100 * 1024 * 1024);
    expect(bodyLimitFor("/request-service.data")).toBe(bodyLimitFor("/request-service"));
    expect(bodyLimitFor("/submit-your-project")).toBe(bodyLimitFor("/request-service"));
    expect(bodyLimitFor("/fr-ca/request-service.data")).toBe(bodyLimitFor("/request-service"));
    expect(bodyLimitFor("/fr-ca/request-quote")).toBe(1024 * 1024);
  });
});

describe("deploy/nginx.conf", () => {
  it("streams through exactly the uploads the site streams, and buffers every other body", () => {
    const nginx = readFileSync("deploy/nginx.conf", "utf8");
    const uploadLocation = new RegExp(/location ~ (\S+) \{/.exec(nginx)?.[1] ?? "^$");
    for (const path of streamedUploadPaths) expect(uploadLocation.test(path), path).toBe(true);
    expect(uploadLocation.test("/request-service.data")).toBe(true);
    expect(uploadLocation.test("/fr-ca/request-service.data")).toBe(true);
    expect(uploadLocation.test("/fr-ca/admin/media/upload")).toBe(false);
    for (const path of ["/contact-us", "/request-quote", "/admin/sign-in", "/api/v1/cms/search", "/ES/documents/zip", "/admin/media"])
      expect(uploadLocation.test(path), path).toBe(false);
  });
});
