import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type PageView = { event: string; path: string; title: string };

const pageViews = (page: Page) =>
  page.evaluate(() => ((window.dataLayer ?? []) as PageView[]).filter((entry) => entry.event === "virtualPageview"));

/** A marker that only survives a client-side navigation, never a full page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

test.describe("navigation (SPEC §2)", () => {
  test("pushes a virtual page view with path and title on first load and on each client-side navigation", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => pageViews(page)).toEqual([{ event: "virtualPageview", path: "/", title: await page.title() }]);

    await markDocument(page);
    await page.getByRole("main").getByRole("link", { name: "Explore products" }).click();
    await expect(page).toHaveURL(/\/products\/folding-doors$/);
    await expect.poll(() => pageViews(page).then((views) => views.length)).toBe(2);
    expect(await isSameDocument(page)).toBe(true);
    expect((await pageViews(page))[1]).toEqual({ event: "virtualPageview", path: "/products/folding-doors", title: await page.title() });
  });

  for (const path of ["/support/technical-documents", "/search/doors", "/search/content/blog/doors"]) {
    test(`pushes no virtual page view on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await pageViews(page)).toEqual([]);

      // The page is live: leaving it client-side pushes exactly the next page's view.
      await markDocument(page);
      await page.getByRole("banner").getByRole("link", { name: "LaCantina Doors", exact: true }).click();
      await expect(page).toHaveTitle("LaCantina Doors | Folding, Sliding and Swing Glass Door Systems");
      await expect.poll(() => pageViews(page)).toEqual([{ event: "virtualPageview", path: "/", title: await page.title() }]);
      expect(await isSameDocument(page)).toBe(true);
    });
  }

  test("scrolls to the top after navigating from a scrolled page", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => pageViews(page).then((views) => views.length)).toBe(1);
    await page.evaluate(() => {
      window.scrollTo(0, 300);
      document.addEventListener("click", () => Reflect.set(window, "scrollAtClick", window.scrollY), { capture: true });
    });
    await markDocument(page);
    await page.getByRole("main").getByRole("link", { name: "Explore products" }).click();
    await expect(page).toHaveURL(/\/products\/folding-doors$/);
    await expect.poll(() => pageViews(page).then((views) => views.length)).toBe(2);
    expect(await isSameDocument(page)).toBe(true);

    const scrollAtClick = await page.evaluate(() => Number(Reflect.get(window, "scrollAtClick")));
    expect(scrollAtClick).toBeGreaterThan(0);
    // The new page is tall enough to have stayed where it was, so 0 means it went to the top.
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThanOrEqual(scrollAtClick);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the home page runs under the strict Content Security Policy without errors", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
      );
    });

    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await expect.poll(() => pageViews(page).then((views) => views.length)).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
});
