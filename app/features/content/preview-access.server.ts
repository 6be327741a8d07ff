import { createHmac, createHash, timingSafeEqual } from "node:crypto";
import { parse } from "hono/utils/cookie";
import { PREVIEW_COOKIE, siteCookie } from "~/platform/cookies";
import type { PlatformConfig } from "~/platform/config";
import { mayOpen, type Staff } from "../accounts";

/** How long a preview cookie lasts: one working day. */
const PREVIEW_COOKIE_MAX_AGE = 12 * 60 * 60;

/** Headers of every preview answer: never indexed, never kept by a shared cache. */
export const previewHeaders = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" } as const;

/** Compares in time independent of where the strings differ (hashing first evens the lengths). */
export function secretsMatch(expected: string, candidate: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(expected), digest(candidate));
}

/** The cookie's value proves the secret was shown without carrying it; a new secret voids old cookies. */
function previewToken(secret: string): string {
  return createHmac("sha256", secret).update("content-preview").digest("base64url");
}

export function previewCookie(secret: string): string {
  return siteCookie(PREVIEW_COOKIE, previewToken(secret), { maxAge: PREVIEW_COOKIE_MAX_AGE });
}

export function clearedPreviewCookie(): string {
  return siteCookie(PREVIEW_COOKIE, "", { maxAge: 0 });
}

/**
 * Whether a request may see drafts: it carries the preview cookie (pages and API) or the secret
 * itself in `X-Preview-Secret` (API clients). Always false while no secret is configured.
 */
export function hasPreviewAccess(secret: string | undefined, headers: Headers): boolean {
  if (!secret) return false;
  const shown = headers.get("x-preview-secret");
  if (shown) return secretsMatch(secret, shown);
  const cookie = parse(headers.get("cookie") ?? "", PREVIEW_COOKIE)[PREVIEW_COOKIE];
  return cookie !== undefined && secretsMatch(previewToken(secret), cookie);
}

/** Who may see drafts: the preview secret's holders, and staff whose role may edit content. */
export type PreviewAuthority = {
  config: Pick<PlatformConfig, "PREVIEW_SECRET">;
  accounts: { currentStaff(headers: Headers): Promise<Staff | null> };
};

/** Whether the request may see drafts: the preview secret (cookie or header), or a signed-in editor. */
export async function mayPreview(services: PreviewAuthority, headers: Headers): Promise<boolean> {
  if (hasPreviewAccess(services.config.PREVIEW_SECRET, headers)) return true;
  const staff = await services.accounts.currentStaff(headers);
  return staff !== null && mayOpen(staff.role, "admin-content");
}
