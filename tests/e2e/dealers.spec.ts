import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

// The e2e server's MAP_STYLE_URL (scripts/e2e-server.mjs): nothing is there unless a test answers for it.
const MAP_STYLE = "**/e2e-map-style.json";
const minimalStyle = { version: 8, sources: {}, layers: [{ id: "land", type: "background", paint: { "background-color": "#f4f1ec" } }] };

/** The locator's sentence about its list, which a screen reader announces as it changes. */
const summary = (page: Page) => page.getByRole("region", { name: "Dealers" }).getByRole("status");

test(
  "a visitor on a phone finds the dealers near a ZIP code, opens one and asks it for a quote",
  { tag: "@phone" },
  async ({ page, isMobile }) => {
    test.skip(!isMobile, "the journey starts from the phone's menu");
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByText("Support", { exact: true }).click();
    await menu.getByRole("link", { name: "Find a Dealer" }).click();
    await expect(page).toHaveURL(/\/find-a-dealer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find a Dealer" })).toBeVisible();

    await page.getByLabel("ZIP code, postal code or city").fill("92056");
    await page.getByLabel("Within").selectOption("100");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/find-a-dealer\?near=92056&radius=100$/);
    await expect(summary(page)).toHaveText("4 dealers within 100 mi of 92056 (Oceanside, CA), nearest first.");
    const results = page.getByRole("article");
    await expect(results).toHaveCount(4);
    await expect(results.first().getByRole("heading")).toContainText("Harborline Door Studio");
    await expect(results.first()).toContainText("0.0 mi");
    await expect(results.first().getByRole("link", { name: "(555) 555-0100" })).toHaveAttribute("href", "tel:5555550100");

    await results.nth(1).getByRole("link", { name: "Mesa Verde Glassworks", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mesa Verde Glassworks" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Sunday/ })).toContainText("Closed");
    await page.getByRole("link", { name: "Request a quote from this dealer" }).click();
    await expect(page).toHaveURL(/\/request-quote\?dealer=mesa-verde-glassworks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Request a Quote" })).toBeVisible();
  },
);

test("a code the locator cannot place is named and kept in the form; the nearest 3 show when none is near", async ({ page }) => {
  await gotoHydrated(page, "/find-a-dealer?near=00000&radius=50");
  await expect(summary(page)).toHaveText("We could not place “00000”. Please check the ZIP code, postal code or city and try again.");
  const near = page.getByLabel("ZIP code, postal code or city");
  await expect(near).toHaveValue("00000");
  await expect(near).toHaveAttribute("aria-invalid", "true");

  await near.fill("59001");
  await page.getByLabel("Within").selectOption("25");
  await near.press("Enter");
  await expect(summary(page)).toContainText("No dealers within 25 mi of 59001 (Absarokee, MT). The 3 nearest are");
  await expect(page.getByRole("article")).toHaveCount(3);
});

test("Use my location searches around the browser's position; a Canadian one measures in kilometres", async ({ context, page }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 43.6452, longitude: -79.3806 });
  await gotoHydrated(page, "/find-a-dealer");
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page).toHaveURL(/lat=43\.645&lng=-79\.381&radius=50/);
  await expect(summary(page)).toContainText("within 50 km of your location");
  await expect(page.getByRole("article").first()).toContainText("Harbourfront Door Studio");
  await expect(page.getByLabel("Within")).toContainText("250 km");
});

test("Show map loads the map only when asked, and says so when it cannot, keeping the list", async ({ page }) => {
  const styleAsked: string[] = [];
  await page.route(MAP_STYLE, (route) => {
    styleAsked.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  await gotoHydrated(page, "/find-a-dealer?near=92056&radius=50");
  expect(styleAsked).toEqual([]);
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.getByRole("region", { name: "Map of the dealers listed" })).toContainText("The map could not be loaded.");
  await expect(page.getByRole("article")).toHaveCount(2);

  await page.unroute(MAP_STYLE);
  await page.route(MAP_STYLE, (route) => route.fulfill({ json: minimalStyle }));
  await page.getByRole("button", { name: "Hide map" }).click();
  await page.getByRole("button", { name: "Show map" }).click();
  const map = page.getByRole("region", { name: "Map of the dealers listed" });
  await expect(map.locator("canvas")).toBeVisible();
  await expect(map).not.toContainText("could not be loaded");
});
