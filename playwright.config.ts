import { defineConfig, devices } from "@playwright/test";
import { browserArgs, findBrowser } from "./scripts/browser-path.mjs";

const port = Number(process.env.E2E_PORT ?? 3300);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
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
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    // Behaviour is the same at every width: a phone runs only the tests of what its layout changes.
    {
      name: "mobile",
      grep: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` },
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
