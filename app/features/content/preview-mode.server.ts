import { redirect } from "react-router";
import { z } from "zod";
import { sameSitePath } from "~/lib/links";
import { type ContentPageServices, normalisePath, notFoundPage } from "./routes.server";
import { clearedPreviewCookie, previewCookie, previewHeaders, secretsMatch } from "./preview-access.server";
import { previewPathOf } from "./preview-path";
import { ContentPathSchema } from "./schema";

// Only a page path of this site (app/lib/links.ts sameSitePath): no open redirect.
const TargetPath = z
  .string()
  .max(500)
  .refine((path) => sameSitePath(path) !== null)
  .transform(normalisePath)
  .pipe(ContentPathSchema)
  .default("/");

const EnterQuery = z.object({ secret: z.string().min(1).max(200), path: TargetPath });
const ExitQuery = z.object({ path: TargetPath });

function query(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * `/preview/enter?secret=...&path=/x`: with the configured secret, sets the editor's preview
 * cookie and sends them to the preview of /x. Anything else is the not-found page.
 */
export async function enterPreview(services: ContentPageServices, request: Request) {
  const secret = services.config.PREVIEW_SECRET;
  const parsed = EnterQuery.safeParse(query(request));
  if (!secret || !parsed.success || !secretsMatch(secret, parsed.data.secret)) return notFoundPage(services, previewHeaders);
  throw redirect(previewPathOf(parsed.data.path), {
    headers: { "Set-Cookie": previewCookie(secret), "Cache-Control": "no-store" },
  });
}

/** `/preview/exit?path=/x`: clears the preview cookie and goes to the published /x (or home). */
export function exitPreview(request: Request) {
  const parsed = ExitQuery.safeParse(query(request));
  throw redirect(parsed.success ? parsed.data.path : "/", {
    headers: { "Set-Cookie": clearedPreviewCookie(), "Cache-Control": "no-store" },
  });
}
