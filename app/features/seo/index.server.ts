// The SEO feature's server-side door: redirects.
export { MAX_REDIRECT_HOPS, resolveRedirect } from "./redirect-chain";
export { RedirectInputSchema, type Redirect, type RedirectInput } from "./redirect-schema";
export { createRedirectService, redirectFor, redirectsMiddleware, type RedirectService } from "./redirects.server";
export type { SeedRedirectsResult } from "./seed-redirects.server";
export { notFoundHits, redirects } from "./tables.server";
export { createNotFoundLog, notFoundLogMiddleware, type NotFoundLog } from "./not-found-log.server";
export { createStaffRedirects, type StaffRedirects } from "./staff-redirects.server";
export {
  exportResponse,
  notFoundAction,
  notFoundLoader,
  ruleAction,
  ruleLoader,
  rulesAction,
  rulesLoader,
  type RedirectPageServices,
} from "./admin-routes.server";
