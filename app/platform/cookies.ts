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
