import { mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer, createServerModuleRunner, type ViteDevServer } from "vite";
import { expect } from "vitest";
import type { Database } from "../../server/storage/db";
import type * as Main from "../../server/main";
import { DEMO_MEDIA_ENV } from "./template";

export type TestSite = Awaited<ReturnType<typeof Main.createSite>> & {
  storageDir: string;
  /** The server build the site renders with, for a test's own HTTP app around the same services. */
  getBuild: () => Promise<ServerBuild>;
};

/**
 * One Vite server per test worker (the site project runs without isolation, vitest.config.ts):
 * it transforms the server graph once, which cost a file about 13 s of CPU; the worker's exit
 * closes it.
 */
let vite: Promise<ViteDevServer> | undefined;

/**
 * The real server graph, loaded through Vite as `npm run dev` does, so the Hono app and
 * React Router's routes share one copy of every module (docs/decisions/0001-one-process.md)
 * without a minute-long production build.
 */
function viteServer(): Promise<ViteDevServer> {
  vite ??= createServer({ server: { middlewareMode: true, ws: false, watch: null }, appType: "custom", logLevel: "error" });
  return vite;
}

/**
 * The whole site around a test database with the demo content imported, rendering pages in
 * production mode (the strict CSP). It owns `database` and closes it.
 */
export async function openTestSite(database: Database, env: Record<string, string> = {}): Promise<TestSite> {
  // The name puts the file in the `site` project, out of the fast unit loop (vitest.config.ts).
  const testFile = expect.getState().testPath;
  if (testFile && !testFile.endsWith(".site.test.ts")) {
    throw new Error(`${path.basename(testFile)} starts the whole site: name it *.site.test.ts`);
  }
  // A module runner of its own evaluates every module afresh from the shared server's
  // transforms, so no state (caches, rate limits) passes from one test file's site to another's.
  const runner = createServerModuleRunner((await viteServer()).environments.ssr, { hmr: false, sourcemapInterceptor: false });
  const { createSite } = (await runner.import("/server/main.ts")) as typeof Main;
  // Loaded here rather than at the first request, so no test's time limit pays for every route.
  const build = (await runner.import("virtual:react-router/server-build")) as ServerBuild;
  const storageDir = await mkdtemp(path.join(os.tmpdir(), "doors-site-"));
  const demoMedia = process.env[DEMO_MEDIA_ENV];
  if (demoMedia) await symlink(demoMedia, path.join(storageDir, "media"), "dir");
  const site = await createSite({
    env: {
      LOG_LEVEL: "silent",
      DATA_DIR: path.join(storageDir, "data"),
      STORAGE_DIR: storageDir,
      SITE_URL: "http://localhost:3000",
      ...env,
    },
    getBuild: async () => build,
    mode: "production",
    clientDir: "public",
    database,
  });
  return {
    ...site,
    storageDir,
    getBuild: async () => build,
    close: async () => {
      await site.close();
      await runner.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
