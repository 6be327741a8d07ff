import { href } from "react-router";
import { z } from "zod";
import { sameSitePath } from "~/lib/links";
import { hasUnreadableText } from "~/platform/unreadable-text";

export const redirectStatuses = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** `/Old-Page/` and `/old-page` are one address: lower case, no trailing slash, root stays `/`. */
export function redirectKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "").toLowerCase();
  return trimmed === "" ? "/" : trimmed;
}

// What the site itself answers at these addresses must never be redirected away: above all the
// admin, whose sign-in page an editor could otherwise send to another site.
const SITE_OWNED = [href("/admin"), "/api", "/assets", "/media", "/__manifest"];

/** Whether a path belongs to the site itself (the admin, the API, the build, media), in any case, with or without a trailing slash. */
export function isSiteOwnedPath(pathname: string): boolean {
  const key = redirectKey(pathname);
  return SITE_OWNED.some((prefix) => key === prefix || key.startsWith(`${prefix}/`));
}

/** A redirect's target: a path of this site, or an absolute https address of another site. */
export function redirectTarget(to: string): string | null {
  if (sameSitePath(to) !== null) return to;
  if (/\s/.test(to) || hasUnreadableText(to)) return null;
  try {
    const url = new URL(to);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "" ? to : null;
  } catch {
    return null;
  }
}

/** Whether a target is a path of this site, which another redirect may start from. */
export const isLocalTarget = (to: string) => to.startsWith("/");

/** The key a local target is matched under, without its query and fragment. */
export const targetKey = (to: string) => redirectKey(to.split(/[?#]/)[0] ?? to);

/** One redirect as it enters the store (server only: zod stays out of the browser, decision 0002). */
export const RedirectInputSchema = z
  .object({
    from: z
      .string()
      .max(500)
      .refine((from) => sameSitePath(from) !== null && !/[?#]/.test(from), "from must be a path of this site, without query or fragment")
      .refine((from) => !isSiteOwnedPath(from), "from must not be an address the site itself answers (admin, API, assets, media)"),
    to: z
      .string()
      .min(1)
      .max(2000)
      .refine((to) => redirectTarget(to) !== null, "to must be a path of this site or an https address"),
    status: z
      .union(
        redirectStatuses.map((status) => z.literal(status)) as [z.ZodLiteral<301>, z.ZodLiteral<302>, z.ZodLiteral<307>, z.ZodLiteral<308>],
      )
      .default(301),
  })
  .refine((redirect) => redirectKey(redirect.from) !== redirectKey(redirect.to), { message: "a redirect cannot point at itself" });
export type RedirectInput = z.input<typeof RedirectInputSchema>;
export type Redirect = z.output<typeof RedirectInputSchema>;
