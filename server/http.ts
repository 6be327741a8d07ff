import { randomUUID } from "node:crypto";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { html } from "hono/html";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ServerBuild, RouterContextProvider } from "react-router";
import { localeContext } from "../app/i18n/context";
import { splitLocalePrefix } from "../app/i18n/locale";
import { requestContext } from "../app/platform/request";
import { routeIdContext, routeIdFinder } from "../app/platform/route-ids";
import { type AppServices, servicesContext } from "../app/services.server";
import { analyticsSources } from "../app/features/analytics";
import { dealerMapSources, dealersApi } from "../app/features/dealers/index.server";
import { contentApi } from "../app/features/content/index.server";
import { DOCUMENT_UPLOAD_PATH, documentsApi } from "../app/features/documents/index.server";
import { searchApi } from "../app/features/search/index.server";
import { LEAD_SUBMIT_PATH, leadsApi, leadFormSources, leadUploadPages } from "../app/features/leads/index.server";
import { clientIp } from "../app/platform/client-ip.server";
import { galleryApi, transcriptsApi } from "../app/features/gallery/index.server";
import { MEDIA_UPLOAD_PATH } from "../app/features/media-library/index.server";
import { notFoundLogMiddleware, redirectsMiddleware } from "../app/features/seo/index.server";
import { siteSitemapRoutes } from "../app/features/sitemap/index.server";
import { apiRateLimits } from "./http/api-rate-limits";
import type { AppEnv } from "../app/platform/app-env";
import { mediaHandler } from "./storage/media";
import { localeHandlers } from "./http/locale-handlers";
import { readableAddress } from "./http/readable-address";
import type { RateLimits } from "../app/platform/rate-limit.server";
import type { Readiness } from "./process/readiness";
import type { RenderCache } from "./render/render-cache";
import { renderGate } from "./render/render-gate";
import { type BodyRefusal, bodiesBeforePlaces } from "./http/body-arrival";
import { REQUEST_ID } from "./render/fast-path";
import {
  type SecurityHeaders,
  forwardedAddress,
  mergeSources,
  sameOriginWrites,
  securityHeaderSet,
  securityHeaders,
} from "./http/security";

export type HttpAppOptions = {
  services: AppServices;
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
  clientDir: string;
  /** Anonymous page views answered from memory (docs/decisions/0007-render-cache.md). */
  renderCache?: RenderCache;
  /** Where the search and zip APIs count requests: every instance's database, or this process's memory. */
  rateLimits?: RateLimits;
  /** Answers `/api/ready`: whether a load balancer should send this instance visitors. */
  readiness: Readiness;
};

const apiPrefixes = ["/api/", "/ES/"];
const isApiPath = (pathname: string) => apiPrefixes.some((prefix) => pathname.startsWith(prefix));
// The searches that answer through the answer cache (cachedJson): only their loads count against the search limit.
const ANSWERS_KEPT = /^(?:\/ES\/documents\/(?:search|group|info)|\/ES\/gallery\/(?:images|videos)|\/api\/v1\/cms\/search)$/;

// Long enough for a burst of renders to drain.
export const BUSY_RETRY_AFTER_SECONDS = 5;

const KB = 1024;
const MB = 1024 * KB;
// SPEC §5: the service request form (and the project form) carries photos of under 100 MB in all, plus its fields.
const uploadPages = leadUploadPages;
// The admin's libraries take files of up to hundreds of MB, streamed to disk as they come.
const fileUploads = [MEDIA_UPLOAD_PATH, DOCUMENT_UPLOAD_PATH];
const streamedUploads = [LEAD_SUBMIT_PATH, ...fileUploads];
/** Every address whose body streams to disk as it arrives; deploy/nginx.conf streams these same ones through. */
export const streamedUploadPaths = [...streamedUploads, ...uploadPages];

/** The largest request body each route accepts. */
export function bodyLimitFor(pathname: string): number {
  if (isApiPath(pathname)) return 100 * KB;
  return uploadPages.includes(pageOf(pathname)) ? 101 * MB : 1 * MB;
}

/** The page a post is for, in whichever locale (`/fr-ca/request-service.data` is `/request-service`). */
const pageOf = (pathname: string) =>
  splitLocalePrefix(pathname)
    .rest.replace(/(\/_)?\.data$/, "")
    .replace(/\/+$/, "");

/**
 * Lead form posts and the libraries' uploads count their bytes while they stream them to disk
 * (forms/multipart.server.ts, platform/file-upload.server.ts): up to hundreds of MB, which are not held in
 * memory whole as the other bodies are (server/http/body-arrival.ts).
 */
function countsItsOwnBody(pathname: string): boolean {
  return streamedUploads.includes(pathname) || uploadPages.includes(pageOf(pathname));
}

/** An error answer: JSON for the API, a small page for everything else; never a stack trace. */
function failure(c: Context<AppEnv>, status: ContentfulStatusCode, error: string, message: string): Response | Promise<Response> {
  if (isApiPath(c.req.path)) return c.json({ error, message }, status);
  // Answered before React renders anything: a page of its own, plain but readable, with a way on.
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${message}</title>
        <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 6rem auto; padding: 0 1.5rem; color: #1c1917">
          <p style="font-size: 0.8rem; letter-spacing: 0.2em; text-transform: uppercase">Error ${status}</p>
          <h1 style="font-weight: 300">${message}</h1>
          <p>Please check the address, or start again from the <a href="/">home page</a>. If you need help, call us.</p>
        </body>
      </html>`,
    status,
  );
}

/** The answer to a body that was not taken (server/http/body-arrival.ts). */
function bodyRefused(c: Context<AppEnv>, refusal: BodyRefusal): Response | Promise<Response> {
  const maxSize = bodyLimitFor(c.req.path);
  switch (refusal) {
    case "too_large":
      return failure(
        c,
        413,
        "payload_too_large",
        `The request body is larger than ${maxSize >= MB ? `${maxSize / MB} MB` : `${maxSize / KB} KB`}.`,
      );
    case "timed_out":
      return failure(c, 408, "request_timeout", "The request took too long to arrive. Please check your connection and try again.");
    case "too_many":
      return failure(c, 429, "too_many_requests", "Too many requests from your address are still arriving. Please try again in a moment.");
    case "cut_off":
      return failure(c, 400, "bad_request", "The request was cut off before it arrived.");
  }
}

/** The security headers of every answer, the services' third-party origins included (server/http/security.ts). */
export function siteSecurityHeaders(config: AppServices["config"], development: boolean): SecurityHeaders {
  return securityHeaderSet({
    development,
    thirdParty: mergeSources(leadFormSources(config), analyticsSources(config), dealerMapSources(config)),
  });
}

/** The one HTTP app: JSON API, static assets, media and server-rendered pages. */
export function createHttpApp({ services, getBuild, mode, clientDir, renderCache, rateLimits, readiness }: HttpAppOptions) {
  const app = new Hono<AppEnv>();
  const development = mode === "development";

  app.use(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = services.log.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
  });
  app.use(forwardedAddress({ trustProxy: services.config.TRUST_PROXY }));
  app.use(securityHeaders(siteSecurityHeaders(services.config, development)));
  app.use(compress());
  app.use(readableAddress((c) => failure(c, 400, "bad_request", "This address is not valid.")));
  app.use(sameOriginWrites([services.config.SITE_URL], (c) => failure(c, 403, "forbidden_origin", "Requests must come from this site.")));
  app.use(
    bodiesBeforePlaces({
      limitFor: bodyLimitFor,
      streamsItsBody: (c) => countsItsOwnBody(c.req.path),
      timeoutMs: services.config.BODY_TIMEOUT_MS,
      perAddress: services.config.UNFINISHED_BODIES_PER_ADDRESS,
      addressOf: (c) => clientIp(c, services.config.TRUST_PROXY),
      refuse: bodyRefused,
    }),
  );

  app.use(
    apiRateLimits({
      searchesPerMinute: services.config.SEARCH_RATE_LIMIT,
      zipsPerTenMinutes: services.config.ZIP_RATE_LIMIT,
      trustProxy: services.config.TRUST_PROXY,
      rateLimits,
      countsWhenLoaded: (method, path) => method === "POST" && ANSWERS_KEPT.test(path),
    }),
  );

  const busy = (c: Context<AppEnv>) => {
    c.header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    return failure(c, 503, "busy", "The site is busy right now. Please try again in a few seconds.");
  };
  const gate = renderGate({ concurrency: services.config.RENDER_CONCURRENCY, maxWaitMs: services.config.RENDER_MAX_WAIT_MS, busy });

  // Liveness: the process runs. Readiness: it can serve visitors now (server/process/readiness.ts).
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  app.get("/api/ready", async (c) => {
    const report = await readiness.report(gate.fullForMs());
    c.header("Cache-Control", "no-store");
    return c.json(report, report.status === "ready" ? 200 : 503);
  });
  app.route("/api/v1/cms", contentApi(services));
  app.route("/api/v1/cms", searchApi(services));
  app.route("/api/v1/forms", leadsApi(services));
  app.route("/api/v1/video-transcripts", transcriptsApi(services));
  app.route("/api/v1/dealers", dealersApi(services));
  app.route("/ES/gallery", galleryApi(services));
  app.route("/ES/documents", documentsApi(services));
  app.all("/api/*", (c) => c.json({ error: "not_found", message: `No API endpoint at ${c.req.path}.` }, 404));
  app.all("/ES/*", (c) => c.json({ error: "not_found", message: `No API endpoint at ${c.req.path}.` }, 404));

  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      // The build writes .br and .gz beside each text asset (scripts/precompress-assets.ts).
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.on(["GET", "HEAD"], "/media/*", mediaHandler(services.storage.files, services.storage.variants));
  app.use(
    "/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  app.route("/", siteSitemapRoutes(services));
  // Old addresses answer 301/302 before a page renders or comes from the cache (SPEC §9).
  app.use(redirectsMiddleware(services.redirects, services.log));
  // Before the render cache, so a 404 answered from memory is counted too.
  app.use(notFoundLogMiddleware(services.notFoundLog, services.log));
  if (renderCache) app.use(renderCache.middleware);
  const localeRouteOf = localeHandlers(services.locales, getBuild, mode);
  const routeIdOf = routeIdFinder(getBuild);
  // A post that streams its own body (a lead's photos, a library's upload) may take minutes on a slow
  // link: it holds no render's place while it arrives, or a few slow phones would turn every visitor away.
  app.use((c, next) => (c.req.method === "POST" && countsItsOwnBody(c.req.path) ? next() : gate.handler(c, next)));
  app.all("*", (c) => {
    const { locale, handle } = localeRouteOf(c.req.path);
    const context = new RouterContextProvider();
    context.set(localeContext, locale);
    context.set(servicesContext, services);
    context.set(requestContext, {
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      log: c.get("log"),
      clientIp: clientIp(c, services.config.TRUST_PROXY),
    });
    context.set(routeIdContext, routeIdOf);
    return handle(c.req.raw, context);
  });

  app.onError((error, c) => {
    // Hono's validators and body parsers throw these for bad input: the client's fault, not ours.
    if (error instanceof HTTPException && error.status < 500)
      return failure(c, error.status, "bad_request", error.message || "The request is not valid.");
    (c.get("log") ?? services.log).error({ err: error }, "unhandled error");
    return failure(c, 500, "internal_error", "Something went wrong on our side.");
  });

  return app;
}
