import { expect, gotoHydrated, test } from "./fixtures";

test("blog listing pages with ?page= and brings the list into view", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const list = page.getByRole("region", { name: "All posts" });
  await expect(list.getByRole("article")).toHaveCount(10);
  const firstOnPageOne = await list.getByRole("article").first().getByRole("link").textContent();
  await list.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/, { timeout: 15_000 });
  await expect(list.getByRole("article")).toHaveCount(1);
  await expect(list.getByRole("article").first().getByRole("link")).not.toHaveText(firstOnPageOne ?? "");
  await expect(list).toBeInViewport();
});

test("an article shows its hero, date, share links in new tabs and goes back to the listing", async ({ page }) => {
  await gotoHydrated(page, "/blog/bringing-the-outdoors-in");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bringing the Outdoors In");
  await expect(page.getByRole("img", { name: /A stone floor running from a living room/ })).toBeVisible();
  await expect(page.locator("time").first()).toHaveText("February 13, 2024");
  const share = page.getByRole("navigation", { name: "Share this article" }).getByRole("link");
  await expect(share).toHaveCount(7);
  await expect(share.first()).toHaveAttribute("target", "_blank");
  await expect(share.first()).toHaveAttribute("rel", "noopener noreferrer");
  await page.getByRole("link", { name: "View All Blog Entries" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("region", { name: "All posts" }).getByRole("article")).toHaveCount(10);
});

test("a search loads more results, and a new search starts over at /search/{term}", async ({ page }) => {
  await page.addInitScript(() => {
    window.dataLayer = [];
  });
  await gotoHydrated(page, "/search/glass");
  const results = page.getByRole("main").getByRole("list").first();
  await expect(results.getByRole("listitem")).toHaveCount(16);
  const total = Number((await page.getByText(/^\d+ Results$/).textContent())?.split(" ")[0]);
  expect(total).toBeGreaterThan(16);
  await page.getByRole("link", { name: "Load More" }).click();
  await expect(results.getByRole("listitem")).toHaveCount(Math.min(32, total), { timeout: 15_000 });
  await expect(page).toHaveURL(/\/search\/glass$/);
  const dataLayer = await page.evaluate(() => window.dataLayer);
  expect(dataLayer).toContainEqual({ event: "view_search_results", search_term: "glass" });
  expect(dataLayer).not.toContainEqual(expect.objectContaining({ event: "virtualPageview" }));

  const box = page.getByRole("searchbox", { name: "Search terms" });
  await box.fill("pleated screen");
  await box.press("Enter");
  // A busy CI machine may take a while over the new search's data.
  await expect(page).toHaveURL(/\/search\/pleated%20screen$/, { timeout: 15_000 });
  await expect(results.getByRole("listitem").first().getByRole("link")).toHaveText("Pleated Screens");
});
