import { splatRoot } from "~/lib/splat-root";

// Pure: public pages that import the content door without previews do not download this module.
const PREFIX = /* @__PURE__ */ splatRoot("/preview/*");
// Not a route: the catch-all answers a path ending in it (SPEC §2).
const SUFFIX = "/preview";

/**
 * SPEC §2: `/preview/...` and paths ending in `/preview` show the draft of the page with the
 * prefix or suffix removed. Returns that page's path, or null when `pathname` is no preview.
 */
export function previewTarget(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === PREFIX) return "/";
  if (path.startsWith(`${PREFIX}/`)) return path.slice(PREFIX.length);
  if (path.endsWith(SUFFIX)) return path.slice(0, -SUFFIX.length) || "/";
  return null;
}

/** The preview address of a published page's path. */
export function previewPathOf(path: string): string {
  return path === "/" ? PREFIX : `${PREFIX}${path}`;
}
