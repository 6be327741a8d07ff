import { randomUUID } from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { type ServerBuild, RouterContextProvider, createRequestHandler } from "react-router";
import { type AppServices, requestContext, servicesContext } from "../app/services.server";
import type { AppEnv } from "./app-env";
import { mediaHandler } from "./media";
import { sameOriginWrites, securityHeaders } from "./security";

export type HttpAppOptions = {
  services: AppServices;
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
  clientDir: string;
};

const apiPrefixes = ["/api/", "/ES/"];
const isApiPath = (pathname: string) => apiPrefixes.some((prefix) => pathname.startsWith(prefix));
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The one HTTP app: JSON API, static assets, media and server-rendered pages. */
export function createHttpApp({ services, getBuild, mode, clientDir }: HttpAppOptions) {
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
  app.use(securityHeaders({ development }));
  app.use(compress());

  for (const prefix of apiPrefixes) {
    app.use(`${prefix}*`, sameOriginWrites([services.config.SITE_URL]));
    app.use(
      `${prefix}*`,
      bodyLimit({ maxSize: 100 * 1024, onError: (c) => c.json({ error: "payload_too_large", message: "The request body is larger than 100 KB." }, 413) }),
    );
  }
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  app.all("/api/*", (c) => c.json({ error: "not_found", message: `No API endpoint at ${c.req.path}.` }, 404));
  app.all("/ES/*", (c) => c.json({ error: "not_found", message: `No API endpoint at ${c.req.path}.` }, 404));

  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.on(["GET", "HEAD"], "/media/*", mediaHandler(services.config.STORAGE_DIR, path.join(services.config.DATA_DIR, "media-cache")));
  app.use(
    "/*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  const handleRequest = createRequestHandler(getBuild, mode);
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, { requestId: c.get("requestId"), nonce: c.get("nonce"), log: c.get("log") });
    return handleRequest(c.req.raw, context);
  });

  app.onError((error, c) => {
    (c.get("log") ?? services.log).error({ err: error }, "unhandled error");
    if (isApiPath(c.req.path)) return c.json({ error: "internal_error", message: "Something went wrong on our side." }, 500);
    return c.html("<!doctype html><title>Something went wrong</title><h1>Something went wrong on our side</h1><p>Please try again in a moment.</p>", 500);
  });

  return app;
}
