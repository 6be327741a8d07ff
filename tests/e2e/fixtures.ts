import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY, type ConsentChoice } from "../../app/features/consent/consent";

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    // Label in name (WCAG 2.5.3) is an experimental rule of axe, off unless asked for. Only the
    // violations are read, so axe need not collect the details of every check passed.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/**
 * Pages of this worker already checked at a width, by address: a later test that only passed
 * through one of them does not load and check it again (5–12 s a page on two shared cores).
 */
const checkedPages = new Set<string>();

/**
 * Every page a browser test visits is checked with axe-core at the end of the test: no
 * serious or critical violation may remain. The page a test ends on is always checked, in the
 * state the test left it (a menu open, a dialog shown); pages it passed through are checked once
 * per worker and width, loaded afresh.
 */
export const test = base.extend<{ visited: Set<string>; consentChoice: ConsentChoice | null }>({
  /**
   * The cookie choice a test starts with: every optional category refused, so the consent banner
   * does not cover the page. A test of the banner itself sets `test.use({ consentChoice: null })`.
   */
  consentChoice: [{ preferences: false, statistics: false, marketing: false }, { option: true }],
  context: async ({ context, consentChoice }, provide) => {
    if (consentChoice) {
      await context.addInitScript(
        ({ key, value }) => {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        },
        { key: CONSENT_STORAGE_KEY, value: JSON.stringify({ version: 1, ...consentChoice }) },
      );
    }
    await provide(context);
  },
  visited: [
    async ({ page, javaScriptEnabled }, use) => {
      const visited = new Set<string>();
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.add(frame.url());
      });
      await use(visited);
      // axe is a script: it cannot run where a test turned scripts off. Those pages are the same
      // pages other tests check with scripts on.
      if (javaScriptEnabled === false) return;
      const width = page.viewportSize()?.width ?? 0;
      if (page.url() !== "about:blank") {
        await expectAccessible(page);
        checkedPages.add(`${width} ${page.url()}`);
      }
      const checker = await page.context().newPage();
      for (const url of visited) {
        const key = `${width} ${url}`;
        if (url === page.url() || url === "about:blank" || checkedPages.has(key)) continue;
        await checker.goto(url);
        await expectAccessible(checker);
        checkedPages.add(key);
      }
      await checker.close();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The admin journeys' expect: their steps wait on password hashing and on the first render of
 * admin pages, which on two shared cores can take longer than the default 5 s.
 */
export const adminExpect = expect.configure({ timeout: 15_000 });

/** Waits until a form opened at `openedAt` may be sent: the server takes one filled faster (FORM_MIN_FILL_SECONDS, 3 s) as a bot's. */
export async function afterMinimumFillTime(page: Page, openedAt: number) {
  const wait = openedAt + 3_200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/**
 * Opens a page and waits for React to hydrate it: the root marks `<html data-hydrated>` once every
 * event handler of the page is attached, those of lazily loaded blocks included.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
