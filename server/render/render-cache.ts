import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { parse } from "hono/utils/cookie";
import type { AppEnv } from "../../app/platform/app-env";
import { collectRenderTags } from "../../app/platform/render-tags.server";
import { cdnTagHeaders } from "./cdn-tags";
import { type SplicedPage, bodyOf, chooseEncoding, compressPage, splicable, splicedPage } from "./spliced-page";
import { type Tagged, createTaggedStore } from "./tagged-store";

/**
 * Browsers revalidate every time (a 304 from this cache costs little); a CDN keeps a page for a
 * minute and may serve it stale for ten while it fetches the new one (docs/decisions/0007), and
 * drops it sooner when a change purges one of its tags (docs/decisions/0021).
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

// Campaign and click ids: they never change what a page shows.
const TRACKING_PARAM = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|_gl)$/;
// Analytics ids, and Download All's one-minute note to the page (zip-download.ts), that the server
// never reads; any other cookie (preview, consent) bypasses the cache.
export const IGNORED_COOKIE = /^(_ga(_.*)?|_gid|_gcl_.*|_fbp|zip_started)$/;
const PRIVATE = /(?:^|,)\s*(?:private|no-store|no-cache)\s*(?:,|$)/i;

export type RenderCacheOptions = {
  /** Pages kept at once; the least recently used goes first. */
  maxEntries?: number;
  /** Of those, pages with a query (documents filters, a search): anyone can make endless distinct ones. */
  maxQueryEntries?: number;
  /** Bytes of pages kept at once (each page with its compressed forms); the least recently used go first. */
  maxBytes?: number;
  /** Whether to keep gzip and brotli forms of each page (made off the main thread after it is stored). */
  compress?: boolean;
  /** Bounds staleness from writes this process does not see (another instance, a content import). */
  maxAgeMs?: number;
  now?: () => number;
};

export type Entry = Tagged & {
  /** The page split at its render's nonce, so each visitor gets one that matches their CSP header. */
  page: SplicedPage;
  headers: [string, string][];
  /** The same headers flat, without the ETag and with `X-Render-Cache: hit`, for the fast path's writeHead (server/render/fast-path.ts). */
  hitHeaders: string[];
  etag: string;
  /** Set once its compressed forms are asked for (its first hit). */
  compressing?: boolean;
};

/** Bytes an entry holds beyond its page: its key, headers and bookkeeping, roughly. */
const ENTRY_OVERHEAD = 2048;
const entryBytes = (entry: Entry) => entry.page.bytes + ENTRY_OVERHEAD;

/** Answers for one person (a form's result, a preview, a signed-in member of staff): no cache may keep them. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/**
 * Whether the answer to `request` may depend on who sent it: a write, credentials, a preview
 * secret or any cookie the server reads.
 */
export function isPersonal(request: Request): boolean {
  if (
    (request.method !== "GET" && request.method !== "HEAD") ||
    request.headers.has("authorization") ||
    request.headers.has("x-preview-secret")
  )
    return true;
  const cookies = Object.keys(parse(request.headers.get("cookie") ?? ""));
  return cookies.some((name) => !IGNORED_COOKIE.test(name));
}

/**
 * The cache key of a request that may be answered from the cache, or null when it must be
 * rendered: origin and path, and the parameters that may change the page, sorted by name, so
 * parameters in another order or with campaign ids share the page.
 */
export function cacheKeyOf(request: Request): string | null {
  if (request.method !== "GET" || isPersonal(request)) return null;
  const url = new URL(request.url);
  const query = [...url.searchParams].filter(([name]) => !TRACKING_PARAM.test(name));
  if (query.length === 0) return `${url.origin}${url.pathname}`;
  query.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.origin}${url.pathname}?${new URLSearchParams(query)}`;
}

// A key's path never holds a "?": one that does has a query.
const hasQuery = (key: string) => key.includes("?");

function storable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !PRIVATE.test(cacheControl) &&
    (response.headers.get("content-type") ?? "").startsWith("text/html")
  );
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison, so a compressed (W/) tag matches too. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === etag);
}

/**
 * An in-memory LRU of rendered pages for anonymous visitors, with ETag and 304. `invalidate()`
 * empties it, `invalidateTagged(tags)` drops the pages that showed any of the tags; a render that
 * had read what changed is not stored. Misses of one page that arrive while it renders wait for
 * that render instead of starting their own (single flight).
 */
export function createRenderCache({
  maxEntries = 500,
  maxQueryEntries = 100,
  maxBytes = 48 * 1024 * 1024,
  maxAgeMs = 60_000,
  compress = true,
  now = Date.now,
}: RenderCacheOptions = {}) {
  const store = createTaggedStore<Entry>({
    maxEntries,
    maxBytes,
    maxAgeMs,
    now,
    bytesOf: entryBytes,
    crowd: { of: hasQuery, maxEntries: maxQueryEntries },
  });

  function fresh(key: string): Entry | undefined {
    const entry = store.fresh(key);
    if (entry) wantsCompressed(key, entry);
    return entry;
  }

  // Pages waiting for their compressed forms, made one at a time: a page is compressed once it is
  // asked for again (a page seen once, like most of 10,000 distinct searches, never is), and a
  // burst of renders cannot start hundreds of compressors at once (each holds megabytes).
  const toCompress: [string, Entry][] = [];
  const MAX_WAITING = 64;
  let compressing = false;

  function compressNext() {
    if (compressing) return;
    const next = toCompress.shift();
    if (!next) return;
    const [key, entry] = next;
    // Dropped from the cache meanwhile: nothing to do.
    if (!store.holds(key, entry)) return compressNext();
    compressing = true;
    const before = entryBytes(entry);
    // Off the main thread; until it is done the page goes out as it is (or compressed by Hono on the way).
    compressPage(entry.page)
      .then(
        () => store.grew(key, entry, before),
        () => {},
      )
      .finally(() => {
        compressing = false;
        compressNext();
      });
  }

  function wantsCompressed(key: string, entry: Entry) {
    if (!compress || entry.compressing) return;
    entry.compressing = true;
    // Past the bound the longest waiting gives way; a later hit of it asks again.
    const dropped = toCompress.length >= MAX_WAITING ? toCompress.shift() : undefined;
    if (dropped) dropped[1].compressing = false;
    toCompress.push([key, entry]);
    compressNext();
  }

  function answer(
    entry: Entry,
    nonce: string,
    ifNoneMatch: string | undefined,
    acceptEncoding: string | undefined,
    state: "hit" | "shared" | "miss",
  ): Response {
    // A 304 carries no CSP header (see securityHeaders): the browser keeps the one that came with its copy.
    if (matchesEtag(ifNoneMatch, entry.etag)) {
      return new Response(null, { status: 304, headers: { ETag: entry.etag, "Cache-Control": PAGE_CACHE_CONTROL } });
    }
    const headers = new Headers(entry.headers);
    headers.set("X-Render-Cache", state);
    const encoding = splicable(nonce) ? chooseEncoding(acceptEncoding, entry.page) : null;
    const form = (encoding && entry.page[encoding]) || entry.page.identity;
    if (encoding) {
      headers.set("Content-Encoding", encoding);
      // As Hono's compress does: the compressed bytes differ from the page's, so the tag is weak.
      headers.set("ETag", `W/${entry.etag}`);
    }
    const body = encoding || splicable(nonce) ? bodyOf(form, nonce) : entry.page.identity.segments.map(String).join(nonce);
    return new Response(typeof body === "string" ? body : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      status: 200,
      headers,
    });
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (isPersonal(c.req.raw)) {
      await next();
      c.header("Cache-Control", PERSONAL_CACHE_CONTROL);
      return;
    }
    const key = cacheKeyOf(c.req.raw);
    if (key === null) {
      // A HEAD: a CDN may keep what a GET of it gives, this cache keeps GETs only.
      const tags = new Set<string>();
      await collectRenderTags(tags, next);
      if (storable(c.res)) {
        c.header("Cache-Control", PAGE_CACHE_CONTROL);
        for (const [name, value] of Object.entries(cdnTagHeaders(tags))) c.header(name, value);
      }
      return;
    }
    const nonce = c.get("nonce");
    const ifNoneMatch = c.req.header("if-none-match");
    const acceptEncoding = c.req.header("accept-encoding");
    const cached = fresh(key);
    if (cached) return answer(cached, nonce, ifNoneMatch, acceptEncoding, "hit");

    const running = store.flight(key);
    if (running) {
      const shared = await running.entry;
      // A 404, a redirect or a page with cookies is not shared: this visitor's own render answers.
      if (shared) return answer(shared, nonce, ifNoneMatch, acceptEncoding, "shared");
      return next();
    }

    const { flight: render, land } = store.takeOff(key);
    let entry: Entry | null = null;
    try {
      await collectRenderTags(render.tags, next);
      if (!storable(c.res)) return;
      const parts = (await c.res.text()).split(nonce);
      const headers = new Headers(c.res.headers);
      const etag = `"${createHash("sha1").update(parts.join("\0")).digest("base64url")}"`;
      headers.set("ETag", etag);
      headers.set("Cache-Control", PAGE_CACHE_CONTROL);
      for (const [name, value] of Object.entries(cdnTagHeaders(render.tags))) headers.set(name, value);
      headers.delete("Content-Length");
      // Every answer may be compressed or not (Hono's compress says the same of the pages it compresses).
      const vary = headers.get("Vary");
      if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ""))
        headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      const hitHeaders = [...[...headers].filter(([name]) => name !== "etag"), ["X-Render-Cache", "hit"]].flat();
      const rendered: Entry = { page: splicedPage(parts), headers: [...headers], hitHeaders, etag, storedAt: now(), tags: render.tags };
      // Hono copies the old response's headers onto an assigned one; the entry's are already complete.
      c.res = undefined;
      c.res = answer(rendered, nonce, ifNoneMatch, acceptEncoding, "miss");
      if (render.stale) return;
      store.store(key, rendered);
      entry = rendered;
    } finally {
      land(entry);
    }
  };

  return {
    middleware,
    /** The fresh entry of `key` (as `cacheKeyOf` makes it), for the fast path; null when it must go through the app. */
    peek(key: string): Entry | undefined {
      return fresh(key);
    },
    /** Pages and bytes held now. */
    size: store.size,
    /** Something every page may show changed: every page is rendered afresh from now on. */
    invalidate: store.invalidate,
    /** Content changed: the pages that showed any of `tags` are rendered afresh, the others stay. */
    invalidateTagged: store.invalidateTagged,
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
