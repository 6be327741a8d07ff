import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const tests = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "content/**/*.test.ts", "scripts/**/*.test.ts"];
/** Tests that start the whole site through Vite (`openTestSite`, decision 0005) end in `.site.test.ts`. */
const siteTests = ["app/**/*.site.test.ts", "server/**/*.site.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // `npm run test:unit` is the fast loop, `npm run test:site` the whole-site tests; `vitest run` both.
    projects: [
      // Component tests choose the DOM with `// @vitest-environment happy-dom` at their top.
      // Unit tests run in worker threads (a third faster than a process per file); the whole-site
      // tests need a process each (their Vite server and the PGlite of their site).
      {
        extends: true,
        test: { name: "unit", include: tests, exclude: siteTests, pool: "threads", setupFiles: ["tests/support/dom-cleanup.ts"] },
      },
      { extends: true, test: { name: "site", include: siteTests } },
    ],
  },
});
