// The SEO feature's server-side door: redirects.
export { MAX_REDIRECT_HOPS, resolveRedirect } from "./redirect-chain";
export { RedirectInputSchema, type Redirect, type RedirectInput } from "./redirect-schema";
export { createRedirectService, redirectFor, redirectsMiddleware, type RedirectService } from "./redirects.server";
export type { SeedRedirectsResult } from "./seed-redirects.server";
export { redirects } from "./tables.server";
