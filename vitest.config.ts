import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { lazyBlockChunks } from "./scripts/lazy-block-chunks";

const tests = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts"];
/** Tests that start the whole site through Vite (`openTestSite`, decision 0005) end in `.site.test.ts`. */
const siteTests = ["app/**/*.site.test.ts", "server/**/*.site.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The modules the app imports from Vite plugins rather than from files.
  plugins: [lazyBlockChunks()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // `npm run test:unit` is the fast loop, `npm run test:site` the whole-site tests; `vitest run` both.
    projects: [
      // Component tests choose the DOM with `// @vitest-environment happy-dom` at their top.
      // Unit tests run in worker threads (a third faster than a process per file). The global setup
      // is each project's, not the root's, which would run it once more.
      {
        extends: true,
        test: {
          name: "unit",
          include: tests,
          exclude: siteTests,
          pool: "threads",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/dom-cleanup.ts"],
        },
      },
      // A site test worker is a process that runs file after file (`isolate: false`) with one Vite
      // server, which transforms the server graph once; each site still evaluates every module
      // afresh on a database of its own (tests/support/site.ts). The first site of a worker waits
      // for that transform in its `beforeAll`: a minute or more on a busy machine.
      {
        extends: true,
        test: {
          name: "site",
          include: siteTests,
          isolate: false,
          hookTimeout: 180_000,
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
