import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

type SecurityOptions = { development: boolean };

export function contentSecurityPolicy(nonce: string, { development }: SecurityOptions): string {
  const scripts = development ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}'`;
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    // React writes style attributes (aspect ratios, transforms); no inline <style> carries data.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    `media-src 'self' blob:`,
    `frame-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join("; ");
}

/**
 * Security headers of the MDN HTTP Observatory baseline, with a per-request CSP nonce
 * that React Router's scripts carry.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("X-Frame-Options", "SAMEORIGIN");
    if (new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https") {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    }
  };
}

/**
 * State-changing API requests must come from our own pages. Browsers always send Origin on
 * cross-site POSTs; clients without a browser send none and are judged by the endpoint alone.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(c.req.method)) return next();
    const origin = c.req.header("origin");
    const own = new URL(c.req.url).origin;
    if (origin && origin !== own && !allowedOrigins.includes(origin)) {
      return c.json({ error: "forbidden_origin", message: "Requests must come from this site." }, 403);
    }
    return next();
  };
}
