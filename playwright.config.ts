import { defineConfig, devices } from "@playwright/test";
import { browserArgs, findBrowser } from "./scripts/browser-path.mjs";
import { e2ePort as port, smtpSinkPort } from "./tests/e2e/ports";

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };
// The operations desk's journeys change what every other test reads (the phone number) and make
// staff accounts (the first administrator's journey needs none to exist): they run last, with the
// journey from a size to a quote, which signs sales in to find its lead.
const lastSpec = /(admin-operations|admin-editor|size-to-quote)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test's time includes the axe check of every page it visited (fixtures.ts), 5–12 s a page
  // on two cores shared with the server and the other worker.
  timeout: 90_000,
  reporter: [["list"], ["json", { outputFile: ".data/test/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findBrowser(),
      args: browserArgs,
    },
  },
  projects: [
    { name: "desktop", testIgnore: lastSpec, use: desktop },
    // Behaviour is the same at every width: a phone runs only the tests of what its layout changes.
    {
      name: "mobile",
      grep: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    // `--no-deps` runs it alone: `E2E_PORT=3331 npx playwright test --project operations --no-deps`.
    { name: "operations", testMatch: lastSpec, dependencies: ["desktop", "mobile"], use: desktop },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}` },
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
