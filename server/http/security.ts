import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { videoFrameOrigins } from "../../app/ui/video-embed";
import type { AppEnv } from "../../app/platform/app-env";

type ThirdPartySources = { script: readonly string[]; frame: readonly string[]; connect: readonly string[]; form: readonly string[] };
type SecurityOptions = {
  development: boolean;
  /** Origins a configured service needs (the lead forms' captcha and embedded form); none by default. */
  thirdParty?: ThirdPartySources;
};

const noThirdParty: ThirdPartySources = { script: [], frame: [], connect: [], form: [] };

/** The origins several configured services need, each once. */
export function mergeSources(...all: ThirdPartySources[]): ThirdPartySources {
  const merged = (pick: (sources: ThirdPartySources) => readonly string[]) => [...new Set(all.flatMap(pick))];
  return { script: merged((s) => s.script), frame: merged((s) => s.frame), connect: merged((s) => s.connect), form: merged((s) => s.form) };
}
const withOrigins = (sources: string, origins: readonly string[]) => [sources, ...origins].join(" ");

export function contentSecurityPolicy(nonce: string, { development, thirdParty = noThirdParty }: SecurityOptions): string {
  const scripts = development ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}'`;
  return [
    `default-src 'self'`,
    `script-src ${withOrigins(scripts, thirdParty.script)}`,
    // React writes style attributes (aspect ratios, transforms); no inline <style> carries data.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src ${withOrigins(`'self'${development ? " ws: wss:" : ""}`, thirdParty.connect)}`,
    // Content may name any https video file for raw_url (SPEC §3); media cannot run script.
    `media-src 'self' blob: https:`,
    `frame-src ${withOrigins("'self'", [...videoFrameOrigins, ...thirdParty.frame])}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action ${withOrigins("'self'", thirdParty.form)}`,
    `frame-ancestors 'self'`,
  ].join("; ");
}

/** The same request at another origin (a new Request: React Router reads the URL of the raw one). */
function readdressed(raw: Request, origin: string): Request {
  const url = new URL(raw.url);
  const init: RequestInit & { duplex: "half" } = {
    method: raw.method,
    headers: raw.headers,
    body: raw.body,
    signal: raw.signal,
    duplex: "half",
  };
  return new Request(new URL(`${url.pathname}${url.search}`, origin), init);
}

const FORWARDED_HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/**
 * Behind a proxy that ends TLS the socket speaks plain http; pages, their links, HSTS and the
 * origin checks must see the address the visitor used. `X-Forwarded-Proto: https` only ever
 * upgrades; `X-Forwarded-Host` is believed only from a proxy we trust (TRUST_PROXY).
 */
export function forwardedAddress({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const forwardedProto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
    const forwardedHost = trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase() : undefined;
    const protocol = forwardedProto === "https" ? "https:" : url.protocol;
    const host = forwardedHost && FORWARDED_HOST.test(forwardedHost) ? forwardedHost : url.host;
    if (protocol !== url.protocol || host !== url.host) c.req.raw = readdressed(c.req.raw, `${protocol}//${host}`);
    return next();
  };
}

const NONCE_BYTES = 16;
const NONCE_POOL = 4096;
let noncePool = Buffer.alloc(0);
let noncePoolAt = NONCE_POOL;

/**
 * A fresh CSP nonce: 16 random bytes in base64, always 24 characters ending in "==" (the render
 * cache relies on both). The bytes come from a pool filled 256 nonces at a time: one call into
 * the random source per 256 answers instead of one per answer, each nonce still used once.
 */
export function newNonce(): string {
  if (noncePoolAt + NONCE_BYTES > NONCE_POOL) {
    noncePool = randomBytes(NONCE_POOL);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
}

export type SecurityHeaders = {
  /** The headers every answer carries, the same for each. */
  constant: readonly (readonly [string, string])[];
  /** Over https only. */
  hsts: readonly [string, string];
  /** The Content-Security-Policy of one answer: the policy with its nonce put in. */
  csp: (nonce: string) => string;
};

/**
 * The security headers of the MDN HTTP Observatory baseline, worked out once: only the CSP's
 * nonce changes from one answer to the next (the render cache's fast path sends the same set).
 */
export function securityHeaderSet(options: SecurityOptions): SecurityHeaders {
  const MARK = "\u0000nonce\u0000";
  const [before = "", after = ""] = contentSecurityPolicy(MARK, options).split(MARK);
  return {
    constant: [
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      // The dealer locator's "Use my location" asks for the position from the site's own pages, never a frame's.
      ["Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(), usb=()"],
      ["Cross-Origin-Opener-Policy", "same-origin"],
      ["X-Frame-Options", "SAMEORIGIN"],
    ],
    hsts: ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
    csp: (nonce) => before + nonce + after,
  };
}

/**
 * The build's scripts and stylesheets, which are never a document. The policies a document obeys
 * (CSP, framing, opener, referrer, permissions) do nothing on them, and cost a page view about a
 * kilobyte per file on a phone's link. pdf.js's worker (`.mjs`) is not one of them: a worker obeys
 * the CSP of its own answer.
 */
const BUILD_SUBRESOURCE = /^\/assets\/[^/]+\.(js|css)$/;

/**
 * Security headers of the MDN HTTP Observatory baseline, with a per-request CSP nonce
 * that React Router's scripts carry; the build's scripts and stylesheets carry nosniff (and HSTS).
 */
export function securityHeaders(options: SecurityOptions | SecurityHeaders): MiddlewareHandler<AppEnv> {
  const set = "csp" in options ? options : securityHeaderSet(options);
  return async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    if (c.req.url.startsWith("https:")) headers.set(set.hsts[0], set.hsts[1]);
    if (BUILD_SUBRESOURCE.test(c.req.path)) {
      headers.set("X-Content-Type-Options", "nosniff");
      return;
    }
    // A 304's headers replace the stored copy's: a new nonce there would block the old page's scripts.
    if (c.res.status !== 304) headers.set("Content-Security-Policy", set.csp(nonce));
    for (const [name, value] of set.constant) headers.set(name, value);
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from our own pages: the request's own origin or one of
 * `allowedOrigins` (SITE_URL). Browsers send Origin on every cross-site POST (and Sec-Fetch-Site
 * where they can); clients without a browser send neither and are judged by the endpoint alone.
 * A request from an allowed origin that reached us under another address (a proxy that rewrites
 * Host) goes on at the address the visitor used, so React Router's own check of page actions,
 * which compares Origin with the request URL, agrees with this one.
 */
export function sameOriginWrites(
  allowedOrigins: readonly string[],
  forbidden: (c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined) return c.req.header("sec-fetch-site") === "cross-site" ? forbidden(c) : next();
    const url = new URL(c.req.url);
    if (origin === url.origin) return next();
    if (!allowed.has(origin)) return forbidden(c);
    c.req.raw = readdressed(c.req.raw, origin);
    return next();
  };
}
