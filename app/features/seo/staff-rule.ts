import { z } from "zod";
import { sameSitePath } from "~/lib/links";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import { isLocalTarget, isSiteOwnedPath, redirectKey, redirectTarget, targetKey } from "./redirect-schema";

/** The statuses staff choose from: moved for good, or for now. */
export const staffStatuses = [301, 302] as const;
export type StaffStatus = (typeof staffStatuses)[number];

const cleaned = (value: unknown) => (typeof value === "string" ? withoutUnreadableText(value).trim() : "");

/** Why a source is refused, in the words of the form; null when it is a path of this site. */
function sourceProblem(from: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(from) || from.startsWith("//"))
    return "Give the path only, without https:// and the site's name, such as /old-page.";
  if (!from.startsWith("/")) return "Start the old address with /, such as /old-page.";
  if (/[?#]/.test(from)) return "Leave out the ? or # part: a redirect matches the path alone, whatever follows it.";
  if (isSiteOwnedPath(from))
    return "This address belongs to the site itself (the admin, the API, assets or media) and cannot be redirected.";
  return sameSitePath(from) === null ? "This is not an address of this site: no spaces or backslashes." : null;
}

function targetProblem(to: string): string | null {
  if (/^http:/i.test(to)) return "Use the https:// address of that site.";
  return redirectTarget(to) === null ? "Give a path of this site such as /new-page, or a full https:// address." : null;
}

/**
 * A redirect as staff give it (the form or a CSV line). The source is stored as the redirects
 * match it: lower case, without a trailing slash (`/Old-Page/` is `/old-page`); the query of a
 * request is not part of the match.
 */
export const StaffRuleSchema = z
  .object({
    from: z
      .preprocess(
        cleaned,
        z
          .string()
          .min(1, { error: "Give the old address, such as /old-page.", abort: true })
          .max(500, { error: "Keep the old address under 500 characters.", abort: true }),
      )
      .check((ctx) => {
        const problem = sourceProblem(ctx.value);
        if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
      })
      .meta({
        label: "Old address",
        hint: "A path of this site, such as /old-page. Capitals and a final / do not matter; anything after ? is ignored.",
      }),
    to: z
      .preprocess(
        cleaned,
        z
          .string()
          .min(1, { error: "Give the new address: a path of this site such as /new-page, or a full https:// address.", abort: true })
          .max(2000, { error: "Keep the new address under 2,000 characters.", abort: true }),
      )
      .check((ctx) => {
        const problem = targetProblem(ctx.value);
        if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
      })
      .meta({ label: "New address", hint: "A path of this site, such as /new-page, or a full https:// address." }),
    status: z
      .preprocess(
        (value) => (value === "" || value === undefined || value === null ? 301 : Number(cleaned(String(value)))),
        z.union([z.literal(301), z.literal(302)], { error: "Choose 301 (moved for good) or 302 (moved for now)." }),
      )
      .meta({
        label: "Kind of move",
        input: "radio",
        optionLabels: { "301": "301: moved for good (search engines move the page too)", "302": "302: moved for now" },
      }),
  })
  .transform((rule) => ({ ...rule, from: redirectKey(rule.from) }))
  .refine((rule) => !isLocalTarget(rule.to) || targetKey(rule.to) !== rule.from, {
    path: ["to"],
    message: "The new address is the old one: a redirect must lead somewhere else.",
  });
export type StaffRule = z.output<typeof StaffRuleSchema>;

export type StaffRuleErrors = Partial<Record<"from" | "to" | "status", string>>;
