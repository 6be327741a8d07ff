import { expect, gotoHydrated, test } from "./fixtures";

test.describe("galleries", () => {
  test("Load More adds 8 pictures, and the lightbox moves with the arrow keys, stops at the ends and closes on Escape or a click around the picture", async ({
    page,
  }) => {
    await gotoHydrated(page, "/image-gallery/category/Residential");
    const pictures = page.getByRole("button", { name: /view larger$/ });
    await expect(pictures).toHaveCount(8);
    const lightboxCode = page.waitForRequest(/\/Lightbox-[\w-]+\.js$/);

    await page.getByRole("link", { name: "Load More" }).click();
    await expect(pictures).toHaveCount(12);
    await expect(page.getByRole("link", { name: "Load More" })).toHaveCount(0);
    // The keyboard goes on at the first picture that arrived.
    await expect(pictures.nth(8)).toBeFocused();

    await pictures.nth(10).click();
    await lightboxCode;
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toContainText("11 of 12");
    await page.keyboard.press("ArrowRight");
    await expect(lightbox).toContainText("12 of 12");
    await page.keyboard.press("ArrowRight");
    await expect(lightbox).toContainText("12 of 12");
    await expect(lightbox.getByRole("button", { name: "Next picture" })).toHaveAttribute("aria-disabled", "true");
    await lightbox.getByRole("button", { name: "Previous picture" }).click();
    await expect(lightbox).toContainText("11 of 12");
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(pictures.nth(10)).toBeFocused();

    // A click on the picture keeps it open; a click on the dark area around it closes it.
    await pictures.nth(10).click();
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole("img").click();
    await expect(lightbox).toBeVisible();
    await lightbox.click({ position: { x: 8, y: 200 } });
    await expect(lightbox).toBeHidden();
  });

  test("a video page plays the raw_url clip after a click on its poster, and Back leads to the category", async ({ page }) => {
    await gotoHydrated(page, "/video-gallery/category/v2");
    await page.getByRole("link", { name: "V2 Folding Door Overview" }).click();
    await expect(page).toHaveURL(/\/video-gallery\/v2-folding-door-overview\?category=v2$/, { timeout: 15_000 });
    await expect(page.locator("video")).toHaveCount(0);

    await page.getByRole("button", { name: "Play video: V2 Folding Door Overview" }).click();
    const video = page.locator("video");
    await expect(video).toBeFocused();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.language)).toBe("en");

    await page.getByText("Transcript").click();
    await expect(page.getByText("Its slim vinyl panels fold and stack to one side")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/video-gallery/category/v2");
  });

  test("with no host but the site's reachable, a demo video plays its own clip, and a provider's example says it needs the network", async ({
    page,
  }) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/video-gallery");
    await expect(page.getByRole("link", { name: "V2 Swing Door Features (needs the network)" })).toBeVisible();
    await page.getByRole("link", { name: "V2 Sliding Door in Motion" }).click();
    await expect(page).toHaveURL(/\/video-gallery\/v2-sliding-door-in-motion$/, { timeout: 15_000 });
    await page.getByRole("button", { name: "Play video: V2 Sliding Door in Motion" }).click();
    const video = page.locator("video");
    await expect(video).toHaveAttribute("src", "/media/gallery/videos/v2-sliding-door-in-motion.mp4");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  });

  test("a card's video plays in place and its close button brings the picture back", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Why LaCantina" }) });
    const play = card.getByRole("button", { name: "Play video: Why LaCantina" });
    await play.click();
    const video = card.locator("video");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
    await expect(card.getByRole("img", { name: /Bronze-framed sliding doors/ })).toHaveCount(0);

    await card.getByRole("button", { name: "Close video" }).click();
    await expect(video).toHaveCount(0);
    await expect(card.getByRole("img", { name: /Bronze-framed sliding doors/ })).toBeVisible();
    await expect(play).toBeFocused();
  });
});
