import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { lazyBlockChunks } from "./scripts/lazy-block-chunks";

const testFolders = ["app", "server", "content", "scripts"];
const tests = testFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
/** Tests that start the whole site through Vite (`openTestSite`, decision 0005) end in `.site.test.ts`. */
const siteTests = ["app/**/*.site.test.ts", "server/**/*.site.test.ts"];
const DOM_TEST_MARK = "// @vitest-environment happy-dom";
/**
 * Every core, where Vitest would leave one to itself: its own process waits on the workers, and the
 * tests wait on databases, sockets and timers (on 2 cores, one worker made the loop half as fast).
 */
const unitWorkers = availableParallelism();

/** Component tests, which choose the DOM with `// @vitest-environment happy-dom` on their first line. */
function domTests(): string[] {
  return testFolders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.join(folder, file))
      .filter((file) => readFileSync(file, "utf8").startsWith(DOM_TEST_MARK)),
  );
}

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The modules the app imports from Vite plugins rather than from files.
  plugins: [lazyBlockChunks()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // `npm run test:unit` is the fast loop (`unit` and `unit-dom`), `npm run test:site` the whole-site
    // tests; `vitest run` all three. The global setup is each project's, not the root's, which would
    // run it once more.
    projects: [
      // Tests of code that runs on Node share their worker's modules from file to file (no isolation):
      // each worker loads React, zod, drizzle and the features once instead of once a file, which was
      // most of the loop's time (decision 0041). A file keeps its state in its own variables and
      // closes what it opens; one that must replace a module (`vi.mock`) is a component test.
      {
        extends: true,
        test: {
          name: "unit",
          include: tests,
          exclude: [...siteTests, ...domTests()],
          pool: "threads",
          maxWorkers: unitWorkers,
          isolate: false,
          // A global a test stubs is put back after it, as isolation would have done for the next file.
          unstubGlobals: true,
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
      // Component tests get a fresh DOM and fresh modules each: a component's module state (a
      // React root, a lazy chunk, a mocked module) must not pass to the next file's.
      {
        extends: true,
        test: {
          name: "unit-dom",
          include: domTests(),
          pool: "threads",
          maxWorkers: unitWorkers,
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
          // After the unit tests when `vitest run` runs all three: its workers are fewer (Vitest's default).
          sequence: { groupOrder: 1 },
          hookTimeout: 180_000,
          globalSetup: ["tests/support/global-setup.ts"],
        },
      },
    ],
  },
});
