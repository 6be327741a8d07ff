import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../../app/platform/logger";
import { type Entry, IGNORED_COOKIE, PAGE_CACHE_CONTROL, type RenderCache, matchesEtag } from "./render-cache";
import { type SecurityHeaders, newNonce } from "../http/security";
import { type Encoding, type Form, chooseEncoding, chunksOf, lengthOf } from "./spliced-page";

/** A request id this server echoes (the Hono app's own rule, server/http.ts). */
export const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
// A path the URL parser leaves as it is: no percent-escapes, dot segments, backslashes or query.
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~/]*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
// A host as the URL parser writes it: lower case, no default port (checked below), no user part.
const PLAIN_HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/;
const SUMMARY_EVERY_MS = 60_000;

export type FastPathOptions = {
  renderCache: RenderCache;
  security: SecurityHeaders;
  trustProxy: boolean;
  log: Logger;
};

/**
 * The origin the Hono app would see for this request (server/http/security.ts forwardedAddress), or
 * null when working it out takes more than a glance: the app then answers.
 */
function originOf(req: IncomingMessage, trustProxy: boolean): string | null {
  const forwardedProto = req.headers["x-forwarded-proto"];
  const forwardedHost = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  // A header sent twice (node joins or lists them): the app's reading is the one that counts.
  if (Array.isArray(forwardedProto) || Array.isArray(forwardedHost)) return null;
  const https = forwardedProto !== undefined && forwardedProto.split(",")[0]?.trim().toLowerCase() === "https";
  const host = forwardedHost ?? req.headers.host;
  if (host === undefined || !PLAIN_HOST.test(host) || host.endsWith(https ? ":443" : ":80")) return null;
  return `${https ? "https" : "http"}://${host}`;
}

/** True when every cookie of the header is one the server never reads (render-cache.ts). */
function onlyIgnoredCookies(header: string): boolean {
  for (const pair of header.split(";")) {
    const name = pair.split("=", 1)[0]?.trim() ?? "";
    if (name !== "" && !IGNORED_COOKIE.test(name)) return false;
  }
  return true;
}

/**
 * Answers a GET of a page the render cache holds straight from node:http, before the Hono app
 * (docs/decisions/0025): no Request object, no middleware, no promise. The answer carries what
 * the app's would: the cache's headers, every security header with a fresh nonce in the CSP and
 * the page, the request id, and the page gzip- or brotli-compressed as the browser accepts. Any
 * request it is not sure of (a query, a cookie the server reads, credentials, a body, an
 * unusual path or host) returns false and goes through the app, which answers from the same
 * cache. Answers are counted and logged once a minute; each gets its own line at debug level.
 */
export function createFastPath({ renderCache, security, trustProxy, log }: FastPathOptions) {
  const securityFlat = security.constant.flat();
  const notModifiedBase = ["Cache-Control", PAGE_CACHE_CONTROL, ...securityFlat];
  let answered = 0;
  let notModified = 0;
  const total = { pages: 0, notModified: 0 };
  const summary = setInterval(() => {
    if (answered + notModified === 0) return;
    log.info({ pages: answered, notModified }, "answered from the render cache");
    answered = 0;
    notModified = 0;
  }, SUMMARY_EVERY_MS);
  summary.unref();

  // The headers of a 200 that every answer of one form of a page shares, worked out at its first
  // answer. A page's forms are its own, and its key holds its origin, so https never varies.
  const fixed = new WeakMap<Form, readonly string[]>();
  function fixedHeaders(entry: Entry, encoding: Encoding | null, form: Form, https: boolean): readonly string[] {
    const known = fixed.get(form);
    if (known) return known;
    const out = [...entry.hitHeaders, ...securityFlat];
    if (https) out.push(...security.hsts);
    // As the app's answer: a compressed body's tag is weak.
    if (encoding) out.push("ETag", `W/${entry.etag}`, "Content-Encoding", encoding);
    else out.push("ETag", entry.etag);
    out.push("Content-Length", String(lengthOf(form)));
    fixed.set(form, out);
    return out;
  }

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (req.method !== "GET" || url === undefined || !PLAIN_PATH.test(url) || DOT_SEGMENT.test(url)) return false;
    const headers = req.headers;
    if (headers.authorization !== undefined || headers["x-preview-secret"] !== undefined) return false;
    if (headers.cookie !== undefined && !onlyIgnoredCookies(headers.cookie)) return false;
    if ((headers["content-length"] !== undefined && headers["content-length"] !== "0") || headers["transfer-encoding"] !== undefined)
      return false;
    const origin = originOf(req, trustProxy);
    if (origin === null) return false;
    const entry = renderCache.peek(origin + url);
    if (!entry) return false;

    const incomingId = headers["x-request-id"];
    const requestId = typeof incomingId === "string" && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    const https = origin.startsWith("https:");
    if (matchesEtag(headers["if-none-match"], entry.etag)) {
      const out = ["ETag", entry.etag, ...notModifiedBase, "X-Request-Id", requestId];
      if (https) out.push(...security.hsts);
      res.writeHead(304, out);
      res.end();
      notModified += 1;
      total.notModified += 1;
    } else {
      const encoding = chooseEncoding(headers["accept-encoding"], entry.page);
      // Its compressed forms are not made yet (a page's first hit starts that): the app compresses
      // this answer on the way, as it does a render's, rather than send six times the bytes.
      if (encoding === null && !entry.page.gzip && /\b(?:gzip|br)\b/i.test(headers["accept-encoding"] ?? "")) return false;
      const nonce = newNonce();
      const form = (encoding && entry.page[encoding]) || entry.page.identity;
      const out = [
        ...fixedHeaders(entry, encoding, form, https),
        "Content-Security-Policy",
        security.csp(nonce),
        "X-Request-Id",
        requestId,
      ];
      res.writeHead(200, out);
      const chunks = chunksOf(form, nonce);
      if (chunks.length === 1) res.end(chunks[0]);
      else {
        res.cork();
        for (const chunk of chunks) res.write(chunk);
        res.end();
        res.uncork();
      }
      answered += 1;
      total.pages += 1;
    }
    if (log.isLevelEnabled("debug"))
      log.debug({ reqId: requestId, method: "GET", path: url, status: res.statusCode, cache: "hit" }, "request");
    return true;
  }

  return { answer, answeredSoFar: () => ({ ...total }), close: () => clearInterval(summary) };
}

export type FastPath = ReturnType<typeof createFastPath>;
