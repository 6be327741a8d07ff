import { describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "~/platform/cookies";
import { clearedPreviewCookie, hasPreviewAccess, previewCookie, secretsMatch } from "./preview-access.server";

const SECRET = "a-long-editor-secret-1234";
const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("preview access", () => {
  it("compares secrets exactly", () => {
    expect(secretsMatch(SECRET, SECRET)).toBe(true);
    expect(secretsMatch(SECRET, `${SECRET}x`)).toBe(false);
    expect(secretsMatch(SECRET, "")).toBe(false);
  });

  it("sets an HttpOnly, SameSite=Lax, Secure cookie that does not carry the secret", () => {
    const cookie = previewCookie(SECRET);
    expect(cookie.startsWith(`${PREVIEW_COOKIE}=`)).toBe(true);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(cookie).not.toContain(SECRET);
    expect(clearedPreviewCookie()).toContain("Max-Age=0");
  });

  it("grants access for the cookie or the secret header, and never without a configured secret", () => {
    const withCookie = new Headers({ cookie: `other=1; ${cookieOf(previewCookie(SECRET))}` });
    expect(hasPreviewAccess(SECRET, withCookie)).toBe(true);
    expect(hasPreviewAccess(SECRET, new Headers({ "x-preview-secret": SECRET }))).toBe(true);
    expect(hasPreviewAccess(undefined, withCookie)).toBe(false);
    expect(hasPreviewAccess(SECRET, new Headers())).toBe(false);
  });

  it("refuses a forged cookie, a cookie made with another secret and a wrong header", () => {
    expect(hasPreviewAccess(SECRET, new Headers({ cookie: `${PREVIEW_COOKIE}=1` }))).toBe(false);
    expect(hasPreviewAccess(SECRET, new Headers({ cookie: cookieOf(previewCookie("another-secret-of-16+")) }))).toBe(false);
    expect(hasPreviewAccess(SECRET, new Headers({ "x-preview-secret": "guess" }))).toBe(false);
  });
});
