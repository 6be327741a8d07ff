import { describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "~/platform/cookies";
import type { StaffRole } from "../accounts";
import { clearedPreviewCookie, hasPreviewAccess, mayPreview, previewCookie, secretsMatch } from "./preview-access.server";

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

describe("who may see drafts", () => {
  const signedIn = (role: StaffRole | null) => ({
    config: { PREVIEW_SECRET: undefined },
    accounts: { currentStaff: async () => (role ? { id: "1", email: "s@example.com", name: "S", role } : null) },
  });

  it("lets administrators and editors preview without the secret, but not sales or visitors", async () => {
    expect(await mayPreview(signedIn("admin"), new Headers())).toBe(true);
    expect(await mayPreview(signedIn("editor"), new Headers())).toBe(true);
    expect(await mayPreview(signedIn("sales"), new Headers())).toBe(false);
    expect(await mayPreview(signedIn(null), new Headers())).toBe(false);
  });

  it("still lets the secret's holders in", async () => {
    const services = { ...signedIn(null), config: { PREVIEW_SECRET: SECRET } };
    expect(await mayPreview(services, new Headers({ "x-preview-secret": SECRET }))).toBe(true);
  });
});
