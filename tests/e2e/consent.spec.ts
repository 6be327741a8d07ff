import { type Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// The banner is the subject here: start with no choice stored.
test.use({ consentChoice: null });

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window.dataLayer ?? []) as { event?: string; path?: string }[]).map((entry) => `${entry.event}:${entry.path ?? ""}`),
  );

/** The Consent Mode commands in the data layer (gtag's Arguments objects), by their statistics signal. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
      .map((entry) => {
        const [command, kind, state] = Array.from(entry as ArrayLike<unknown>);
        return `${String(command)} ${String(kind)} analytics_storage=${(state as { analytics_storage?: string }).analytics_storage}`;
      }),
  );

test("the consent banner: rejected by keyboard, remembered, reopened from the footer, changed in the dialog", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();

  await banner.getByRole("button", { name: "Reject All" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(banner).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Preferences" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /Necessary/ })).toBeDisabled();
  const statistics = dialog.getByRole("checkbox", { name: /Statistics/ });
  await expect(statistics).not.toBeChecked();
  await statistics.focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Save Preferences" }).press("Enter");
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("doors_consent") ?? "null") as Record<string, unknown>);
  expect(stored).toMatchObject({ preferences: false, statistics: true, marketing: false });

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Preferences" }).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test(
  "on a phone the banner is compact: at most a fifth of the first screen, with all three choices in view",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const height = (await banner.boundingBox())?.height ?? Infinity;
    expect(height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) / 5);
    for (const name of ["Accept All", "Reject All", "Preferences"]) await expect(banner.getByRole("button", { name })).toBeInViewport();
  },
);

test("the tag manager loads only after statistics consent and goes with it; Consent Mode signals; page views go to the data layer except on excluded pages", async ({
  page,
}) => {
  // Four pages and a reload, each checked by axe at the end.
  test.setTimeout(60_000);
  const gtmRequests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__gtmLoaded = true;" });
  });
  await gotoHydrated(page, "/");
  await expect.poll(() => dataLayerEvents(page)).toContain("virtualPageview:/");
  expect(gtmRequests).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept All" }).click();
  await expect.poll(() => gtmRequests).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST1"]);
  await expect.poll(() => page.evaluate(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded)).toBe(true);
  expect(await consentCommands(page)).toEqual(["consent default analytics_storage=denied", "consent update analytics_storage=granted"]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Warranty" }).click();
  await expect(page).toHaveURL(/\/support\/warranty$/);
  await expect.poll(() => dataLayerEvents(page)).toContain("virtualPageview:/support/warranty");
  await page.getByRole("contentinfo").getByRole("link", { name: "Technical Documents" }).first().click();
  await expect(page).toHaveURL(/\/support\/technical-documents$/, { timeout: 15_000 });
  await page.waitForTimeout(300);
  expect(await dataLayerEvents(page)).not.toContain("virtualPageview:/support/technical-documents");

  // Withdrawing statistics: the tags hear it, and the page reloads without the container.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Preferences" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie Preferences" });
  await dialog.getByRole("checkbox", { name: /Statistics/ }).uncheck();
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await reloaded;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded)).toBeUndefined();
  expect(gtmRequests).toHaveLength(1);
  expect(await consentCommands(page)).toEqual(["consent default analytics_storage=denied", "consent update analytics_storage=denied"]);
});
