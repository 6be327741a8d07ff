import { href } from "react-router";

/** The route table's splat patterns (`/blog/*`), less the catch-all. */
export type SplatRoute = Exclude<Extract<Parameters<typeof href>[0], `${string}/*`>, "/*">;

/**
 * The address a splat route answers with nothing after it: `/blog/*` also serves `/blog`, the
 * listing. React Router's typed href() insists on a splat, and an empty one leaves a trailing slash.
 */
export function splatRoot(route: SplatRoute): string {
  return href(route, { "*": "" }).slice(0, -1);
}
