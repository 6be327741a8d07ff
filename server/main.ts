import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { importDemoContent, isContentEmpty } from "../content";
import { createContentService } from "../app/features/content/service.server";
import { defaultSiteConfig } from "../app/lib/site-config";
import type { AppServices } from "../app/services.server";
import { type Config, parseConfig } from "./config";
import { openDatabase } from "./db";
import { createHttpApp } from "./http";
import { createLogger } from "./logger";

type DevMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type StartOptions = {
  /** Development: Vite's middleware and its live server build. */
  dev?: { middleware: DevMiddleware; getBuild: () => Promise<ServerBuild> };
  env?: Record<string, string | undefined>;
};

function siteConfigFor(config: Config) {
  return { ...defaultSiteConfig, canonicalHost: config.CANONICAL_HOST };
}

/** Starts the whole site: database, demo content on first start, and the HTTP server. */
export async function start({ dev, env = process.env }: StartOptions = {}) {
  const startedAt = performance.now();
  const config = parseConfig({ ...env, NODE_ENV: dev ? "development" : env.NODE_ENV });
  const log = createLogger(config);
  const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR });

  if (config.DEMO_CONTENT && (await isContentEmpty(database.db))) {
    log.info("empty database: importing the demo content");
    await importDemoContent({ db: database.db, storageDir: config.STORAGE_DIR, log });
  }

  const services: AppServices = {
    config,
    site: siteConfigFor(config),
    db: database.db,
    log,
    content: createContentService(database.db, config.CONTENT_LOCALE),
  };
  const app = createHttpApp({
    services,
    getBuild: dev?.getBuild ?? (() => import("virtual:react-router/server-build") as Promise<ServerBuild>),
    mode: dev ? "development" : "production",
    clientDir: path.relative(process.cwd(), dev ? "public" : path.join(process.env.BUILD_DIR ?? "build", "client")),
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => (dev ? dev.middleware(req, res, () => void listener(req, res)) : void listener(req, res)));

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  log.info({ port: config.PORT, database: database.kind, ms: Math.round(performance.now() - startedAt) }, `listening on http://localhost:${config.PORT}`);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    log.info("shutting down");
    server.close();
    server.closeAllConnections();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
  return { server, services, close: shutdown };
}
