import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
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
 * Every page a browser test visits is checked with axe-core at the end of the test: no
 * serious or critical violation may remain.
 */
export const test = base.extend<{ visited: Set<string> }>({
  visited: [
    async ({ page }, use) => {
      const visited = new Set<string>();
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.add(frame.url());
      });
      await use(visited);
      if (page.url() !== "about:blank") await expectAccessible(page);
      const checker = await page.context().newPage();
      for (const url of visited) {
        if (url === page.url() || url === "about:blank") continue;
        await checker.goto(url);
        await expectAccessible(checker);
      }
      await checker.close();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a page and waits for React to hydrate it: the first virtual page view is pushed from an
 * effect, so it is there only once the page's event handlers are attached.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "virtualPageview"));
  return response;
}
