import { generateCookie } from "hono/cookie";

/** Carried by an editor who entered preview mode; caches must pass such requests by. */
export const PREVIEW_COOKIE = "doors_preview";

export type SiteCookieOptions = {
  maxAge?: number;
  expires?: Date;
  path?: string;
  /** Only a cookie that page scripts must read (a consent choice, say) turns this off. */
  httpOnly?: boolean;
  sameSite?: "Strict" | "Lax";
};

/**
 * A Set-Cookie value with the site's defaults: always Secure, HttpOnly and SameSite=Lax unless
 * asked otherwise, Path=/. Usable from Hono handlers and from route loaders and actions alike.
 */
export function siteCookie(name: string, value: string, options: SiteCookieOptions = {}): string {
  return generateCookie(name, value, { path: "/", httpOnly: true, sameSite: "Lax", ...options, secure: true });
}

const SECURE_ATTRIBUTE = /;\s*secure\s*(?:;|$)/i;

/**
 * `headers` with every cookie it sets marked Secure when the request came over https (as the
 * proxy's X-Forwarded-Proto says: the way HSTS is decided, server/http/security.ts), for cookies a
 * library writes from its configuration alone (the admin's session, whose library knows SITE_URL only).
 */
export function secureOverHttps(request: Request, headers: Headers): Headers {
  if (new URL(request.url).protocol !== "https:") return headers;
  const secured = new Headers(headers);
  secured.delete("Set-Cookie");
  for (const cookie of headers.getSetCookie()) secured.append("Set-Cookie", SECURE_ATTRIBUTE.test(cookie) ? cookie : `${cookie}; Secure`);
  return secured;
}
