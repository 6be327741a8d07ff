import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import sharp from "sharp";
import type { ServerBuild } from "react-router";
import { createAccountService, linkOriginsOf } from "../app/features/accounts/index.server";
import { createAuditLog } from "../app/features/audit/index.server";
import { createContentService } from "../app/features/content/index.server";
import { productsShowing } from "../app/features/catalogue/index.server";
import { createDealerService, createLeadMatching, createStaffDealers } from "../app/features/dealers/index.server";
import { createMediaLibrary } from "../app/features/media-library/index.server";
import { createDocumentLibrary, createDocumentService } from "../app/features/documents/index.server";
import { createSearchService } from "../app/features/search/index.server";
import { createSiteSettings } from "../app/features/settings/index.server";
import {
  configuredCaptcha,
  createDealerAnswers,
  createLeadInbox,
  createLeadReassignment,
  createLeadRouter,
  createLeadService,
  createOfferLinks,
  createOfferOutbox,
  createOutbox,
  leadChannelsFor,
} from "../app/features/leads/index.server";
import { createGalleryService, createStaffGallery, createTranscriptService } from "../app/features/gallery/index.server";
import { createNotFoundLog, createRedirectService, createStaffRedirects } from "../app/features/seo/index.server";
import { removeStaleUploads } from "../app/platform/file-upload.server";
import { memoryRateLimits } from "../app/platform/rate-limit.server";
import { uncachedAnswers } from "../app/platform/answer-cache";
import { defaultSiteConfig } from "../app/lib/site-config";
import { smtpMailer } from "../app/platform/mailer.server";
import type { AppServices } from "../app/services.server";
import type { LeadForm } from "../app/features/leads";
import { siteBlocks } from "../app/site-blocks.server";
import { type Config, parseConfig } from "./config";
import { scheduleBackups } from "./storage/backup-schedule";
import { configuredBackups } from "./storage/backups";
import { reactToChanges } from "./changes";
import { gracefulCloser } from "./http/graceful-close";
import { createControlApp, serveControl } from "./control";
import { controlSocketPath } from "./process/control-socket";
import { type Database, openDatabase } from "./storage/db";
import { createFastPath } from "./render/fast-path";
import { createHttpApp, siteSecurityHeaders } from "./http";
import { guardProcess } from "./process/last-resort";
import { releaseHeapWhenIdle } from "./process/idle-heap";
import { createLogger } from "./process/logger";
import { createReadiness } from "./process/readiness";
import { createRenderCache } from "./render/render-cache";
import { createAnswerCache } from "./render/answer-cache";
import { createSharedRateLimits } from "./http/shared-rate-limits";
import { createSiteServer } from "./http/site-server";
import { createSiteChanges } from "./process/site-changes";
import { openStorage } from "./storage/storage";
import { serverSecret } from "./storage/secrets";
import { loadLocaleRegistry } from "../app/i18n/locales.server";

// After the requests' grace period: the outboxes' claims and the database get this long to finish.
const SHUTDOWN_FINISH_MS = 10_000;
const PUBLICATION_CHECK_MS = 30_000;
const LEAD_RETENTION_CHECK_MS = 24 * 60 * 60 * 1000;

type DevMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type StartOptions = {
  /** Development: Vite's middleware and its live server build. */
  dev?: { middleware: DevMiddleware; getBuild: () => Promise<ServerBuild> };
  /** Production from a server graph loaded otherwise than by the build (the multi-process test loads it through Vite). */
  production?: { getBuild: () => Promise<ServerBuild>; clientDir: string };
  env?: Record<string, string | undefined>;
};

export type SiteOptions = {
  env: Record<string, string | undefined>;
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
  clientDir: string;
  /** An already open database, which the site then owns; otherwise the one the config names. */
  database?: Database;
};

function siteConfigFor(config: Config) {
  return {
    ...defaultSiteConfig,
    canonicalHost: config.CANONICAL_HOST,
    captcha: configuredCaptcha(config),
    gtmContainerId: config.GTM_CONTAINER_ID ?? null,
    mapStyleUrl: config.MAP_STYLE_URL ?? null,
  };
}

/** The whole site without a socket: database, demo content on first start, services and the HTTP app. */
export async function createSite({ env, getBuild, mode, clientDir, database: given }: SiteOptions) {
  // Uploads are checked and converted with sharp in this process: no cache of its operations and one
  // thread, so a burst of uploads leaves little behind (variants are made in a child, decision 0026).
  sharp.cache(false);
  sharp.concurrency(1);
  const config = parseConfig({ ...env, NODE_ENV: mode === "development" ? "development" : env.NODE_ENV });
  const log = createLogger(config);
  const locales = loadLocaleRegistry(config.CONTENT_LOCALE, config.LOCALES_FILE);
  const database = given ?? (await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR }));

  // The site's files: STORAGE_DIR, or a bucket several instances share (docs/decisions/0024).
  const storage = openStorage(config);
  const staleUploads = await removeStaleUploads(config.STORAGE_DIR);
  if (staleUploads > 0) log.info({ files: staleUploads }, "removed uploads a stopped process left unfinished");
  const audit = createAuditLog(database.db);
  const search = createSearchService(database.db, config.CONTENT_LOCALE);
  // Development renders every time, so code edits show at once.
  const renderCache = mode === "production" ? createRenderCache() : undefined;
  const answerCache = mode === "production" ? createAnswerCache() : undefined;
  // Features announce what they write on `changes`; server/changes.ts says what each change sets off.
  const changes = createSiteChanges({ log });
  const settings = createSiteSettings({ db: database.db, defaults: siteConfigFor(config), audit, changes });
  const redirects = createRedirectService(database.db, { changes });
  const content = createContentService(database.db, config.CONTENT_LOCALE, {
    audit,
    changes,
    siteOrigins: [new URL(config.SITE_URL).origin, `https://${config.CANONICAL_HOST}`, `http://${config.CANONICAL_HOST}`],
  });

  if (config.DEMO_CONTENT && (await content.isEmpty())) {
    log.info("empty database: importing the demo content");
    // Loaded only here: a site with its own content never loads the demo pages and scene renderer.
    const { importDemoContent } = await import("../content");
    await importDemoContent({ db: database.db, storageDir: config.STORAGE_DIR, store: storage.files, log });
  }

  // One mailer for lead and staff e-mail; closed with the site, after both outboxes have stopped.
  const mailer = smtpMailer(config);
  const outbox = createOutbox({
    db: database.db,
    log,
    config,
    mailer,
    storageDir: config.STORAGE_DIR,
    storage: storage.files,
    recipientsSet: (form) => settings.recipientsFor(form),
  });
  const dealers = createDealerService(database.db);
  // Leads go to the dealers who can serve them (issue 36); their links are signed with the fill tokens' secret.
  const fillTokenSecret = await serverSecret(database.db, "lead-form-fill-token", config.FORM_TOKEN_SECRET);
  const offerLinks = createOfferLinks(fillTokenSecret);
  const staffLinks = linkOriginsOf(config);
  const leadMatching = createLeadMatching(dealers);
  const leadRouter = createLeadRouter({
    db: database.db,
    log,
    acceptHours: config.DEALER_ACCEPT_HOURS,
    matching: leadMatching,
    offers: createOfferOutbox({
      db: database.db,
      log,
      mailer,
      links: offerLinks,
      linkOrigin: staffLinks.site ?? staffLinks.local,
      acceptHours: config.DEALER_ACCEPT_HOURS,
    }),
    changes,
  });
  const routesToDealers = (form: LeadForm) => settings.routesToDealers(form);
  // From here on a change sets off what it should, and on PostgreSQL the other instances hear it
  // (docs/decisions/0021): listening before the settings are read, a change made meanwhile is not missed.
  const channel = await reactToChanges(changes, {
    config,
    log,
    database,
    renderCache,
    answerCache,
    search,
    settings,
    redirects,
    dealers,
    outbox,
    leadRouter,
    presence: content.presence,
  });

  // The search index follows the content store: whatever changed while this process was down
  // (an import, another process, a new release of the catalogue) is indexed before serving.
  await search.indexCatalogue();
  await search.syncContent();
  await settings.load();
  // Several instances count together on PostgreSQL; the one process of PGlite counts in memory.
  const rateLimits =
    database.kind === "postgres"
      ? createSharedRateLimits(database.db, await serverSecret(database.db, "rate-limit-keys"), log)
      : memoryRateLimits;
  const gallery = createGalleryService(database.db);
  // Only the gallery's pages are dropped (render tags, decision 0016); the sitemap and the
  // /ES/gallery API are read afresh at every request.
  const staffGallery = createStaffGallery(database.db, { audit, changes });
  // An e-mailed link never takes the address of the request that asked for it (a forged Host would
  // send a reset link elsewhere): without SITE_URL it can only name this machine.
  if (mailer && !staffLinks.site)
    log.warn(
      { linksTo: staffLinks.local },
      "SMTP_URL is set but SITE_URL is not: the links of staff e-mails point to this machine; set SITE_URL",
    );
  const accounts = createAccountService({
    db: database.db,
    secret: await serverSecret(database.db, "admin-auth", config.AUTH_SECRET),
    links: staffLinks,
    log,
    mailer,
    audit,
    rateLimits,
  });
  const backups = database.snapshot ? configuredBackups(config, storage, database.snapshot, log) : null;
  const services: AppServices = {
    config,
    locales,
    storage,
    backups,
    accounts,
    audit,
    // Read at every request: what staff set in the admin applies at once.
    get site() {
      return settings.site();
    },
    settings,
    log,
    content,
    blocks: siteBlocks,
    changes,
    answers: answerCache ?? uncachedAnswers,
    search,
    redirects,
    staffRedirects: createStaffRedirects(database.db, {
      audit,
      changes,
      publishedPageAt: async (path) => (await content.pageByPath(path)) !== null,
    }),
    notFoundLog: createNotFoundLog(database.db),
    leads: createLeadService({
      db: database.db,
      log,
      config,
      storageDir: config.STORAGE_DIR,
      storage: storage.files,
      outbox,
      fillTokenSecret,
      rateLimits,
      dealerRouting: { routesToDealers, wake: () => leadRouter.wake() },
      productNewsTicked: () => settings.site().productNewsTicked,
    }),
    leadInbox: createLeadInbox({
      db: database.db,
      storageDir: config.STORAGE_DIR,
      storage: storage.files,
      audit,
      changes,
      retentionDays: config.LEAD_RETENTION_DAYS,
      spamRetentionDays: config.SPAM_RETENTION_DAYS,
      deliveryChannels: (form) => leadChannelsFor(config, form),
      routesToDealers,
    }),
    leadRouter,
    leadReassignment: createLeadReassignment({
      db: database.db,
      audit,
      acceptHours: config.DEALER_ACCEPT_HOURS,
      matching: leadMatching,
      changes,
      wake: () => leadRouter.wake(),
    }),
    dealerAnswers: createDealerAnswers({ db: database.db, log, links: offerLinks, router: leadRouter, changes }),
    gallery,
    staffGallery,
    dealers,
    staffDealers: createStaffDealers(database.db, { audit, changes }),
    mediaLibrary: createMediaLibrary({
      db: database.db,
      storageDir: config.STORAGE_DIR,
      variantCacheDir: path.join(config.DATA_DIR, "media-cache"),
      storage: storage.files,
      variants: storage.variants,
      pagesUsing: async (url) => [
        ...(await content.pathsUsing(url)),
        ...(await staffGallery.mediaUses(url)),
        // The catalogue is no page staff edit: its product pages are what shows the file.
        ...productsShowing(url).map((product) => ({
          id: 0,
          path: product.path,
          title: `Product page: ${product.name}`,
          inPublished: true,
          inDraft: false,
          editPath: product.path,
        })),
      ],
      audit,
    }),
    documents: createDocumentService(database.db),
    documentLibrary: createDocumentLibrary({
      db: database.db,
      storageDir: config.STORAGE_DIR,
      storage: storage.files,
      audit,
      changes,
    }),
    transcripts: createTranscriptService({
      gallery,
      storageDir: config.STORAGE_DIR,
      storage: storage.files,
      log,
      vimeoToken: config.VIMEO_ACCESS_TOKEN,
    }),
  };
  const readiness = createReadiness({ db: database.db, storageDir: config.STORAGE_DIR, store: storage.files, log });
  const app = createHttpApp({ services, getBuild, mode, clientDir, renderCache, rateLimits, readiness });
  // Pages the render cache holds go out before the app (docs/decisions/0025).
  const fastPath = renderCache
    ? createFastPath({ renderCache, security: siteSecurityHeaders(config, false), trustProxy: config.TRUST_PROXY, log })
    : undefined;
  const appListener = getRequestListener(app.fetch);
  /** node:http's handler of the whole site: the fast path, then the app. */
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (fastPath?.answer(req, res)) return;
    void appListener(req, res);
  };
  // The outboxes run only in a started process (`start`); tests drive them with `deliverDue()`.
  return {
    app,
    listener,
    fastPath,
    renderCache,
    answerCache,
    services,
    readiness,
    db: database.db,
    outbox,
    databaseKind: database.kind,
    close: async () => {
      fastPath?.close();
      await channel?.close();
      mailer?.transport.close();
      await database.close();
    },
  };
}

/** Starts the whole site: `createSite` behind an HTTP server on PORT. */
export async function start({ dev, production, env = process.env }: StartOptions = {}) {
  const startedAt = performance.now();
  const site = await createSite({
    env,
    getBuild: dev?.getBuild ?? production?.getBuild ?? (() => import("virtual:react-router/server-build") as Promise<ServerBuild>),
    mode: dev ? "development" : "production",
    clientDir: path.relative(
      process.cwd(),
      dev ? "public" : (production?.clientDir ?? path.join(process.env.BUILD_DIR ?? "build", "client")),
    ),
  });
  const { config, log } = site.services;
  const { listener } = site;
  const server = createSiteServer((req, res) => (dev ? dev.middleware(req, res, () => listener(req, res)) : listener(req, res)));
  const closeGracefully = gracefulCloser(server);

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  log.info(
    { port: config.PORT, database: site.databaseKind, ms: Math.round(performance.now() - startedAt) },
    `listening on http://localhost:${config.PORT}`,
  );
  site.outbox.start();
  site.services.leadRouter.start();
  site.services.accounts.mailOutbox.start();
  const idleHeap = releaseHeapWhenIdle({ log });
  // Scheduled publications go live, and scheduled removals come off the site, within this long of their time.
  const publicationTimer = setInterval(() => {
    const { editing } = site.services.content;
    Promise.all([editing.publishDue(), editing.unpublishDue()]).then(
      ([published, unpublished]) => {
        if (published + unpublished > 0) log.info({ published, unpublished }, "applied scheduled publications and removals");
      },
      (error: unknown) => log.error({ err: error }, "scheduled publication or removal failed; it is tried again"),
    );
  }, PUBLICATION_CHECK_MS);
  // Leads past LEAD_RETENTION_DAYS (suspected spam past SPAM_RETENTION_DAYS) go at start and then once a day.
  const deleteExpiredLeads = () =>
    site.services.leadInbox.deleteExpired().then(
      ({ leads, spam }) => {
        if (leads + spam > 0) log.info({ deleted: leads, spam }, "deleted leads past the retention period");
      },
      (error: unknown) => log.error({ err: error }, "deleting expired leads failed; it is tried again tomorrow"),
    );
  void deleteExpiredLeads();
  const retentionTimer = setInterval(() => void deleteExpiredLeads(), LEAD_RETENTION_CHECK_MS);
  const { backups } = site.services;
  const backupSchedule = backups ? scheduleBackups({ schedule: config.BACKUP_SCHEDULE, backups, log }) : null;
  const setupLink = await site.services.accounts.firstAdminSetupLink();
  if (setupLink)
    log.warn({ setupUrl: setupLink }, "no admin account yet: open this one-time link within an hour to create the first administrator");
  // Only this process may open the embedded database: the command-line tools ask it instead.
  const closeControl =
    site.databaseKind === "pglite"
      ? await serveControl(createControlApp({ ...site.services, db: site.db }), controlSocketPath(config.DATA_DIR))
      : async () => {};

  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    log.info({ graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, "shutting down: finishing the requests under way");
    // A database or an outbox that does not close in time must not keep a broken process alive.
    setTimeout(() => process.exit(code), graceMs + SHUTDOWN_FINISH_MS).unref();
    site.readiness.stop();
    idleHeap.stop();
    clearInterval(publicationTimer);
    clearInterval(retentionTimer);
    backupSchedule?.stop();
    const requests = await closeGracefully(graceMs);
    if (requests === "cut") log.warn("requests still running after the grace period were cut");
    await closeControl();
    // A backup under way reads the database to the end before it closes.
    await backups?.idle();
    await site.outbox.stop();
    await site.services.leadRouter.stop();
    await site.services.accounts.mailOutbox.stop();
    await site.close();
    process.exit(code);
  };
  guardProcess({ log, exit: () => void shutdown(1) });
  // Kept for every signal: a second Ctrl-C must not kill the process while the database closes.
  process.on("SIGTERM", () => void shutdown(0));
  process.on("SIGINT", () => void shutdown(0));
  return { server, services: site.services, close: () => shutdown(0) };
}
