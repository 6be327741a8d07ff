// What a phone visitor feels (decision 0020): real Chromium on a phone screen, with the network and
// CPU slowed the way the issue that asked for it measured them, timed from inside the page.
import { type Browser, type BrowserContext, chromium, devices, type Page } from "@playwright/test";
import { browserArgs, findBrowser } from "../browser-path.mjs";
import type { VisitorPage } from "./inputs";
import { median } from "./stats";

/** CDP's Slow 4G as the issue measured it: 150 ms round trip, 1.6 Mbps down, 0.75 Mbps up, CPU ×4. */
export const SLOW_4G = { latencyMs: 150, downloadMbps: 1.6, uploadMbps: 0.75, cpuSlowdown: 4 } as const;

export type VisitorRun = { fcpMs: number; lcpMs: number; hydratedMs: number; firstInputMs: number | null };
export type VisitorResult = VisitorPage & {
  runs: VisitorRun[];
  median: { fcpMs: number; lcpMs: number; hydratedMs: number; deadMs: number; firstInputMs: number | null };
  /** A tap on Menu as soon as it is painted: how many opened the menu, of how many. */
  earlyTaps: { opened: number; of: number; beforeHydration: number } | null;
};

const bytesPerSecond = (mbps: number) => (mbps * 1024 * 1024) / 8;

// Runs before the page's own scripts: the moment React marks the page hydrated
// (`html[data-hydrated]`, set by the root once every lazy part has hydrated), and the largest paint.
const PROBE = `(() => {
  const seen = { hydratedMs: null, lcpMs: 0 };
  window.__visitor = seen;
  new MutationObserver(() => {
    if (seen.hydratedMs === null && document.documentElement?.hasAttribute("data-hydrated")) seen.hydratedMs = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcpMs = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
})();`;

async function slowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // The screen is the viewport, as on a real phone: with a wider screen (the Pixel 7 descriptor's 412 px)
  // Chromium chooses a responsive image twice, once for each width.
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
  });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: bytesPerSecond(SLOW_4G.downloadMbps),
    uploadThroughput: bytesPerSecond(SLOW_4G.uploadMbps),
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpuSlowdown });
  return { context, page };
}

/** The page's first interaction, once hydrated: what the issue names for each kind of page. */
async function interact(page: Page, interaction: VisitorPage["interaction"]): Promise<void> {
  if (interaction === "menu") await page.getByRole("button", { name: "Menu", exact: true }).tap();
  else if (interaction === "documents-filter") await page.locator("main details[open] ul a").first().tap();
  else await page.getByLabel("Homeowner").tap();
}

async function visit(browser: Browser, origin: string, target: VisitorPage): Promise<VisitorRun> {
  const { context, page } = await slowPhone(browser);
  try {
    await page.goto(`${origin}${target.path}`, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __visitor: { hydratedMs: number | null } }).__visitor.hydratedMs !== null,
      null,
      {
        timeout: 60_000,
      },
    );
    const painted = await page.evaluate(() => {
      const seen = (window as unknown as { __visitor: { hydratedMs: number; lcpMs: number } }).__visitor;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      return { fcpMs: fcp, lcpMs: seen.lcpMs, hydratedMs: seen.hydratedMs };
    });
    await interact(page, target.interaction);
    // The first input's entry holds the whole delay from the tap to the next frame, however short.
    const firstInputMs = await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries()[0]?.duration ?? null)).observe({
            type: "first-input",
            buffered: true,
          });
          setTimeout(() => resolve(null), 5_000);
        }),
    );
    return { ...painted, firstInputMs };
  } finally {
    await context.close();
  }
}

/** Taps Menu the moment it is painted; the menu must open whether or not the page has hydrated. */
async function earlyTap(browser: Browser, origin: string, path: string): Promise<{ opened: boolean; beforeHydration: boolean }> {
  const { context, page } = await slowPhone(browser);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: "commit", timeout: 60_000 });
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    await menu.waitFor({ state: "visible", timeout: 60_000 });
    const beforeHydration = !(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")));
    await menu.tap();
    const opened = await page
      .waitForFunction(() => (document.getElementById("mobile-menu") as HTMLDialogElement | null)?.open === true, null, { timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    return { opened, beforeHydration };
  } finally {
    await context.close();
  }
}

export async function measureVisitors(
  origin: string,
  pages: VisitorPage[],
  { runs, taps }: { runs: number; taps: number },
  log: (line: string) => void,
): Promise<VisitorResult[]> {
  const browser = await chromium.launch({ executablePath: findBrowser(), args: browserArgs });
  try {
    const results: VisitorResult[] = [];
    for (const target of pages) {
      const visits: VisitorRun[] = [];
      for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, origin, target));
      let earlyTaps: VisitorResult["earlyTaps"] = null;
      if (target.interaction === "menu") {
        const tapped = [];
        for (let tap = 0; tap < taps; tap += 1) tapped.push(await earlyTap(browser, origin, target.path));
        earlyTaps = {
          opened: tapped.filter((tap) => tap.opened).length,
          of: taps,
          beforeHydration: tapped.filter((tap) => tap.beforeHydration).length,
        };
      }
      const inputs = visits.flatMap((visit) => (visit.firstInputMs === null ? [] : [visit.firstInputMs]));
      const fcpMs = median(visits.map((visit) => visit.fcpMs));
      const hydratedMs = median(visits.map((visit) => visit.hydratedMs));
      const result: VisitorResult = {
        ...target,
        runs: visits,
        median: {
          fcpMs,
          lcpMs: median(visits.map((visit) => visit.lcpMs)),
          hydratedMs,
          deadMs: median(visits.map((visit) => visit.hydratedMs - visit.fcpMs)),
          firstInputMs: inputs.length > 0 ? median(inputs) : null,
        },
        earlyTaps,
      };
      log(
        `visitor ${target.name}: FCP ${fcpMs.toFixed(0)} ms, hydrated ${hydratedMs.toFixed(0)} ms` +
          (earlyTaps ? `, early taps ${earlyTaps.opened}/${earlyTaps.of} (${earlyTaps.beforeHydration} before hydration)` : ""),
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
