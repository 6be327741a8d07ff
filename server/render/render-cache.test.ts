import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../../app/platform/app-env";
import { tagRender } from "../../app/platform/render-tags.server";
import { PAGE_CACHE_CONTROL, cacheKeyOf, createRenderCache, matchesEtag, type RenderCache } from "./render-cache";
import { securityHeaders } from "../http/security";

const SITE = "http://localhost:3000";

type Page = { status: number; headers?: Record<string, string>; body?: string };

/** The cache between the real security headers and a page handler that counts its renders. */
function siteWith(cache: RenderCache, page: (path: string) => Page | Promise<Page>) {
  const renders: string[] = [];
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ development: false }));
  app.use(cache.middleware);
  app.all("*", async (c) => {
    renders.push(c.req.path);
    const { status, headers = {}, body = `<h1>${c.req.path}</h1>` } = await page(c.req.path);
    const nonce = c.get("nonce");
    return new Response(
      `<!DOCTYPE html><html>${body}<script nonce="${nonce}">hydrate()</script><script nonce="${nonce}"></script></html>`,
      {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
      },
    );
  });
  const request = (path: string, init?: RequestInit) => app.request(`${SITE}${path}`, init);
  return { request, renders };
}

function cspNonce(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
}

describe("the render cache", () => {
  let cache: RenderCache;
  let site: ReturnType<typeof siteWith>;

  beforeEach(() => {
    cache = createRenderCache();
    site = siteWith(cache, () => ({ status: 200 }));
  });

  it("renders a page once and serves the next anonymous visits from memory, with ETag and a CDN-friendly Cache-Control", async () => {
    const first = await site.request("/about");
    const second = await site.request("/about");
    expect(site.renders).toEqual(["/about"]);
    expect(first.headers.get("x-render-cache")).toBe("miss");
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(second.status).toBe(200);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
    expect(second.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("gives every visitor a page whose script nonces match the nonce of their own CSP header", async () => {
    const first = await site.request("/about");
    const second = await site.request("/about");
    const [a, b] = [cspNonce(first), cspNonce(second)];
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    const body = await second.text();
    expect(body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${b}"`, `nonce="${b}"`]);
    expect(body).not.toContain(a);
  });

  it("answers 304 without a body or CSP header when If-None-Match names the current ETag", async () => {
    const etag = (await site.request("/about")).headers.get("etag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await site.request("/about", { headers: { "If-None-Match": ifNoneMatch } });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("etag")).toBe(etag);
      expect(revalidated.headers.get("content-security-policy")).toBeNull();
    }
    const stale = await site.request("/about", { headers: { "If-None-Match": '"old"' } });
    expect(stale.status).toBe(200);
    expect(site.renders).toEqual(["/about"]);
  });

  it("renders afresh after invalidate(), when content changed", async () => {
    await site.request("/about");
    cache.invalidate();
    const after = await site.request("/about");
    expect(after.headers.get("x-render-cache")).toBe("miss");
    expect(site.renders).toEqual(["/about", "/about"]);
  });

  it("does not store a page whose render began before an invalidation", async () => {
    let invalidateDuringRender = true;
    const racing = siteWith(cache, () => {
      if (invalidateDuringRender) cache.invalidate();
      invalidateDuringRender = false;
      return { status: 200 };
    });
    await racing.request("/about");
    await racing.request("/about");
    expect(racing.renders).toEqual(["/about", "/about"]);
  });

  it("renders a page once for visitors who arrive while it renders, each with their own nonce", async () => {
    const slow = siteWith(cache, () => new Promise<Page>((resolve) => setTimeout(() => resolve({ status: 200 }), 50)));
    const answers = await Promise.all(Array.from({ length: 20 }, () => slow.request("/about")));
    expect(slow.renders).toEqual(["/about"]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.headers.get("x-render-cache") === "shared")).toHaveLength(19);
    for (const answer of answers) {
      const nonce = cspNonce(answer);
      expect((await answer.text()).match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    }
  });

  it("lets each waiting visitor render for itself when the shared render may not be shared", async () => {
    const notFound = siteWith(cache, () => new Promise<Page>((resolve) => setTimeout(() => resolve({ status: 404 }), 20)));
    const answers = await Promise.all(Array.from({ length: 3 }, () => notFound.request("/gone")));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(notFound.renders).toEqual(["/gone", "/gone", "/gone"]);
  });

  it("does not hand visitors a render that began before an invalidation", async () => {
    let release: () => void = () => {};
    let renders = 0;
    const racing = siteWith(cache, () => {
      renders += 1;
      if (renders > 1) return { status: 200, body: "<h1>new</h1>" };
      return new Promise<Page>((resolve) => {
        release = () => resolve({ status: 200, body: "<h1>old</h1>" });
      });
    });
    const first = racing.request("/about");
    const waiting = racing.request("/about");
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.invalidate();
    const afterChange = racing.request("/about");
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect(await (await first).text()).toContain("old");
    expect(await (await waiting).text()).toContain("new");
    expect(await (await afterChange).text()).toContain("new");
    expect(await (await racing.request("/about")).text()).toContain("new");
  });

  describe("with render tags", () => {
    // Each page reads what the table says, as services tag what they read.
    const shows: Record<string, string[]> = { "/": ["menu", "post:1", "post:2"], "/blog": ["menu", "list:posts"], "/about": ["menu"] };
    const tagged = (path: string) => {
      tagRender(...(shows[path] ?? []));
      return { status: 200 };
    };

    it("drops exactly the pages that showed a changed tag, and keeps the others", async () => {
      const pages = siteWith(cache, tagged);
      for (const path of ["/", "/blog", "/about"]) await pages.request(path);
      cache.invalidateTagged(["post:2", "list:posts"]);
      for (const path of ["/", "/blog", "/about"]) await pages.request(path);
      expect(pages.renders).toEqual(["/", "/blog", "/about", "/", "/blog"]);
      cache.invalidateTagged(["post:3"]);
      cache.invalidateTagged([]);
      for (const path of ["/", "/blog", "/about"]) await pages.request(path);
      expect(pages.renders).toHaveLength(5);
      cache.invalidateTagged(["menu"]);
      for (const path of ["/", "/blog", "/about"]) await pages.request(path);
      expect(pages.renders).toHaveLength(8);
    });

    it("does not store a render that had read what changed while it ran, and stores one that had not", async () => {
      let release: () => void = () => {};
      const slow = siteWith(cache, async (path) => {
        tagRender("menu");
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        tagRender(`page:${path}`);
        return { status: 200 };
      });
      const stale = slow.request("/a");
      await new Promise((resolve) => setTimeout(resolve, 10));
      cache.invalidateTagged(["menu"]);
      release();
      await stale;
      const kept = slow.request("/b");
      await new Promise((resolve) => setTimeout(resolve, 10));
      cache.invalidateTagged(["page:/b"]);
      release();
      await kept;
      expect((await slow.request("/b")).headers.get("x-render-cache")).toBe("hit");
      const again = slow.request("/a");
      await new Promise((resolve) => setTimeout(resolve, 10));
      release();
      expect((await again).headers.get("x-render-cache")).toBe("miss");
    });
  });

  it("keeps a page no longer than maxAgeMs, so writes of other processes show up", async () => {
    let time = 0;
    const timed = siteWith(createRenderCache({ maxAgeMs: 60_000, now: () => time }), () => ({ status: 200 }));
    await timed.request("/about");
    time = 60_000;
    await timed.request("/about");
    time = 120_001;
    await timed.request("/about");
    expect(timed.renders).toEqual(["/about", "/about"]);
  });

  it("forgets the least recently used page beyond maxEntries", async () => {
    const small = siteWith(createRenderCache({ maxEntries: 2 }), () => ({ status: 200 }));
    for (const path of ["/a", "/b", "/a", "/c", "/a", "/b"]) await small.request(path);
    expect(small.renders).toEqual(["/a", "/b", "/c", "/b"]);
  });

  it("forgets the least recently used pages beyond maxBytes, compressed forms counted, and says what it holds", async () => {
    const big = "<p>door</p>".repeat(1000);
    const cache = createRenderCache({ maxBytes: 3 * 13_000, compress: false });
    const small = siteWith(cache, () => ({ status: 200, body: big }));
    for (const path of ["/a", "/b", "/a", "/c", "/a", "/b"]) await small.request(path);
    expect(small.renders).toEqual(["/a", "/b", "/c", "/b"]);
    expect(cache.size().entries).toBe(2);
    expect(cache.size().bytes).toBeLessThanOrEqual(3 * 13_000);
    cache.invalidate();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it("answers a hit in brotli or gzip once it has made them, each with the visitor's own nonce", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    await site.request("/about");
    await expect
      .poll(async () => (await site.request("/about", { headers: { "accept-encoding": "br" } })).headers.get("content-encoding"), {
        timeout: 10_000,
      })
      .toBe("br");
    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await site.request("/about", { headers: { "accept-encoding": accept } });
      expect(response.headers.get("content-encoding")).toBe(accept);
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("etag")).toMatch(/^W\//);
      const html = decode(Buffer.from(await response.arrayBuffer())).toString();
      expect(html).toContain(`<script nonce="${cspNonce(response)}">hydrate()</script>`);
    }
  });

  it("never stores a non-200 answer, a private one or one that sets a cookie", async () => {
    const pages: Record<string, Page> = {
      "/missing": { status: 404 },
      "/broken": { status: 500 },
      "/draft": { status: 200, headers: { "Cache-Control": "private, no-store" } },
      "/cookie": { status: 200, headers: { "Set-Cookie": "a=b" } },
    };
    const varied = siteWith(cache, (path) => pages[path] ?? { status: 200 });
    for (const path of Object.keys(pages)) {
      const first = await varied.request(path);
      const second = await varied.request(path);
      expect(second.status).toBe(first.status);
      expect(second.headers.get("etag")).toBeNull();
    }
    expect(varied.renders).toEqual(["/missing", "/missing", "/broken", "/broken", "/draft", "/draft", "/cookie", "/cookie"]);
  });

  it("passes by requests with a preview cookie or other methods", async () => {
    await site.request("/about");
    await site.request("/about", { headers: { Cookie: "doors_preview=token" } });
    await site.request("/about", { headers: { "X-Preview-Secret": "a-secret-of-sixteen" } });
    await site.request("/about", { method: "POST" });
    await site.request("/about", { method: "HEAD" });
    expect(site.renders).toHaveLength(5);
  });

  it("keeps a page with a query under its parameters, in any order, apart from the page without", async () => {
    const first = await site.request("/documents?Product_Type=Folding&Document_Type=PDF");
    const reordered = await site.request("/documents?Document_Type=PDF&utm_source=mail&Product_Type=Folding");
    const other = await site.request("/documents?Product_Type=Sliding&Document_Type=PDF");
    await site.request("/documents");
    expect([first, reordered, other].map((answer) => answer.headers.get("x-render-cache"))).toEqual(["miss", "hit", "miss"]);
    expect(site.renders).toEqual(["/documents", "/documents", "/documents"]);
  });

  it("lets pages with a query take no more than maxQueryEntries, and never push out the others for it", async () => {
    const small = siteWith(createRenderCache({ maxEntries: 4, maxQueryEntries: 2 }), () => ({ status: 200 }));
    await small.request("/a");
    await small.request("/b");
    for (const term of ["one", "two", "three", "four"]) await small.request(`/search?q=${term}`);
    await small.request("/a");
    await small.request("/b");
    await small.request("/search?q=four");
    await small.request("/search?q=one");
    expect(small.renders).toEqual(["/a", "/b", "/search", "/search", "/search", "/search", "/search"]);
  });

  it("serves visitors with only analytics cookies, Download All's note or campaign parameters from the cache", async () => {
    await site.request("/about");
    const tracked = await site.request("/about?utm_source=mail&gclid=x", {
      headers: { Cookie: "_ga=GA1.1.2; _gid=GA1.1.3; zip_started=abc123def456" },
    });
    expect(tracked.headers.get("x-render-cache")).toBe("hit");
    expect(site.renders).toEqual(["/about"]);
  });
});

describe("cache headers for a CDN, per kind of answer", () => {
  const cache = createRenderCache();
  const site = siteWith(cache, (path) => {
    if (path === "/about") tagRender("content:path:/about", "content:list:blog");
    if (path === "/search/glass doors") tagRender("search", "content:path:/search/glass doors");
    return { status: path === "/missing" ? 404 : 200 };
  });

  it("lets a CDN keep an anonymous page and names what it shows in Cache-Tag and Surrogate-Key", async () => {
    for (const answer of [await site.request("/about"), await site.request("/about")]) {
      expect(answer.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
      expect(answer.headers.get("cache-tag")).toBe("pages,content:path:/about,content:list:blog");
      expect(answer.headers.get("surrogate-key")).toBe("pages content:path:/about content:list:blog");
    }
    const encoded = await site.request("/search/glass%20doors");
    expect(encoded.headers.get("cache-tag")).toBe("pages,search,content:path:/search/glass%20doors");
  });

  it("tags an anonymous page with a query as well", async () => {
    const filtered = await site.request("/about?page=2");
    expect(filtered.headers.get("x-render-cache")).toBe("miss");
    expect(filtered.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
    expect(filtered.headers.get("cache-tag")).toBe("pages,content:path:/about,content:list:blog");
  });

  it("keeps every personal answer out of every cache: preview, staff, form results", async () => {
    const personal = [
      await site.request("/about", { headers: { Cookie: "doors_preview=token" } }),
      await site.request("/admin", { headers: { Cookie: "lc-admin.session_token=abc" } }),
      await site.request("/contact-us", { method: "POST" }),
      await site.request("/about", { headers: { "X-Preview-Secret": "a-secret-of-sixteen" } }),
    ];
    for (const answer of personal) {
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("cache-tag")).toBeNull();
    }
  });

  it("gives no CDN tags to an answer it would not share", async () => {
    const missing = await site.request("/missing");
    expect(missing.headers.get("cache-tag")).toBeNull();
    expect(missing.headers.get("cache-control")).toBeNull();
  });
});

describe("cacheKeyOf", () => {
  it("keys by origin and path, so each host has its own copy", () => {
    expect(cacheKeyOf(new Request(`${SITE}/about?utm_medium=x`))).toBe(`${SITE}/about`);
    expect(cacheKeyOf(new Request(`${SITE}/docs?b=2&a=1&a=0&gclid=x`))).toBe(`${SITE}/docs?a=1&a=0&b=2`);
    expect(cacheKeyOf(new Request("https://www.example.com/about"))).toBe("https://www.example.com/about");
    expect(cacheKeyOf(new Request(`${SITE}/about`, { headers: { Authorization: "Basic eDp5" } }))).toBeNull();
  });
});

describe("matchesEtag", () => {
  it("compares weakly and accepts a list or *", () => {
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag("*", '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
