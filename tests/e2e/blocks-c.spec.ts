import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

const pages = [
  { path: "/products/folding-doors", heading: "Fold the wall away" },
  { path: "/products/sliding-doors", heading: "Tall glass that glides" },
  { path: "/products/swing-doors", heading: "An entrance in the same language" },
  { path: "/products/screens", heading: "Keep the breeze, leave the insects outside" },
  { path: "/learn", heading: "Open a door from your screen" },
  { path: "/learn/interactive-videos", heading: "Interactive videos" },
  { path: "/learn/performance", heading: "Performance" },
];

// The first visit of a page encodes its image variants on a cold cache, which is slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const activeSlide = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');

/**
 * Opens a page, then stops its clock once it has hydrated: from here on page time moves only with
 * `page.clock.runFor`, so timings do not depend on the speed of the machine.
 */
async function gotoWithPausedClock(page: Page, url: string) {
  await page.clock.install();
  await gotoHydrated(page, url);
  // On a busy machine page time may pass the target before the call lands: aim again.
  await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)).toPass();
}

/** Repeats `act` until a lazily loaded widget has hydrated and `check` holds. */
async function once(act: () => Promise<void>, check: () => Promise<void>) {
  await expect(async () => {
    await act();
    await check();
  }).toPass({ timeout: 20_000 });
}

/** Pressing pause then play proves the carousel's script is running, and starts it from now. */
async function restart(carousel: Locator) {
  const pause = carousel.getByRole("button", { name: "Pause slide show" });
  const play = carousel.getByRole("button", { name: "Play slide show" });
  await once(
    // A click that landed but was slow to show must not be undone by the retry.
    async () => {
      if (await pause.isVisible()) await pause.click({ timeout: 1000 });
    },
    () => expect(play).toBeVisible({ timeout: 1000 }),
  );
  await play.click();
  await expect(pause).toBeVisible();
}

test.describe("category and learn pages", () => {
  for (const { path, heading } of pages) {
    test(`${path} answers 200 with its heading`, async ({ page }) => {
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.getByText("isn't implemented yet")).toHaveCount(0);
    });
  }
});

test.describe("hero carousel (SPEC §2, §4)", () => {
  // axe runs on the page after the test and needs its timers back.
  test.afterEach(async ({ page }) => {
    await page.clock.resume();
  });

  const hero = (page: Page) => page.getByRole("region", { name: "Learn about open space living" });

  test("advances an image slide after 4 seconds, and pills and the pause control work from the keyboard", async ({ page }) => {
    await gotoWithPausedClock(page, "/learn");
    const carousel = hero(page);

    const pill = carousel.getByRole("button", { name: "Applications" });
    await once(
      async () => {
        await pill.focus();
        await page.keyboard.press("Enter");
      },
      () => expect(activeSlide(carousel)).toHaveAttribute("aria-label", "3 of 4", { timeout: 1000 }),
    );
    await expect(pill).toHaveAttribute("aria-current", "true");
    await expect(activeSlide(carousel).getByRole("heading", { name: "From family rooms to restaurants" })).toBeVisible();
    // Focus inside holds the slide show, and screen readers hear the change.
    await page.clock.runFor(9000);
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "3 of 4");
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");

    await pill.blur();
    await page.clock.runFor(3900);
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "3 of 4");
    await page.clock.runFor(200);
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "4 of 4");
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    await carousel.getByRole("button", { name: "Pause slide show" }).focus();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Play slide show" })).toBeFocused();
    await pill.focus();
    await pill.blur();
    await page.clock.runFor(9000);
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "4 of 4");
    await carousel.getByRole("button", { name: "Play slide show" }).focus();
    await page.keyboard.press("Enter");
    await page.clock.runFor(4100);
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "1 of 4");
  });

  test("stands still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithPausedClock(page, "/learn");
    const carousel = hero(page);
    await expect(carousel.getByRole("button", { name: "Play slide show" })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "1 of 4");
  });

  test("waits while out of view", async ({ page }) => {
    await gotoWithPausedClock(page, "/learn");
    await restart(hero(page));
    await expect(hero(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    // Out of view the slide show stops, and its live region speaks again.
    await expect(hero(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(9000);
    await expect(activeSlide(hero(page))).toHaveAttribute("aria-label", "1 of 4");
  });
});

test.describe("full-bleed carousel (SPEC §2, §4)", () => {
  // axe runs on the page after the test and needs its timers back.
  test.afterEach(async ({ page }) => {
    await page.clock.resume();
  });

  test("moves with the arrows from the keyboard, loops, and advances every 7 seconds", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    const carousel = page.getByRole("region", { name: "Homes that open to the outdoors" });
    await carousel.scrollIntoViewIfNeeded();
    await restart(carousel);
    await page.clock.runFor(6900);
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "1 of 3");
    await page.clock.runFor(200);
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "2 of 3");

    const previous = carousel.getByRole("button", { name: "Previous slide" });
    await previous.focus();
    await page.keyboard.press("Enter");
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "1 of 3");
    await page.keyboard.press("Enter");
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "3 of 3");
    await expect(activeSlide(carousel).getByText("Fresh air without the insects")).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(activeSlide(carousel)).toHaveAttribute("aria-label", "1 of 3");
  });
});

test.describe("multi-carousel (SPEC §2, §4)", () => {
  test("switches groups with the pills from the keyboard and hides indicators for a single slide", async ({ page }) => {
    await gotoHydrated(page, "/learn/interactive-videos");
    const tabs = page.getByRole("tablist", { name: "See each system in motion" });
    const sliding = tabs.getByRole("tab", { name: "Sliding" });
    await once(
      async () => {
        await tabs.getByRole("tab", { name: "Folding" }).click();
        await page.keyboard.press("ArrowRight");
      },
      () => expect(sliding).toHaveAttribute("aria-selected", "true", { timeout: 1000 }),
    );
    await expect(sliding).toBeFocused();
    await expect(sliding).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Sliding" });
    await expect(panel.getByRole("heading", { name: "Sliding" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Show slide 2 of 2" })).toBeVisible();

    await page.keyboard.press("End");
    const swing = page.getByRole("tabpanel", { name: "Swing" });
    await expect(swing.getByRole("heading", { name: "Swing" })).toBeVisible();
    await expect(swing.getByRole("button", { name: /Show slide/ })).toHaveCount(0);
    await expect(swing.getByRole("button", { name: /slide show/ })).toHaveCount(0);
  });
});

test.describe("section header nav (SPEC §2)", () => {
  const headerTop = (page: Page, id: string) => page.evaluate((anchor) => document.getElementById(anchor)!.getBoundingClientRect().top, id);

  test("a tab scrolls to its section after 500 ms, 100 px below the top", async ({ page }) => {
    await gotoWithPausedClock(page, "/products/folding-doors");
    const nav = page.getByRole("navigation", { name: "Sections on this page" });
    await nav.getByRole("link", { name: "Finishes" }).focus();
    await page.keyboard.press("Enter");
    await page.clock.runFor(450);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => headerTop(page, "finishes"), { timeout: 5000 }).toBeCloseTo(100, 0);
    await expect(page).toHaveURL(/#finishes$/);
    await expect(nav.getByRole("link", { name: "Finishes" })).toHaveAttribute("aria-current", "true");
    await page.clock.resume();
  });

  test("the dropdown scrolls to the chosen section on narrow screens", { tag: "@phone" }, async ({ page, isMobile }) => {
    test.skip(!isMobile, "the dropdown is for narrow screens");
    await gotoHydrated(page, "/learn/performance");
    const select = page.getByLabel("Jump to a section");
    await expect(select).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sections on this page" }).getByRole("link", { name: "Impact" })).toBeHidden();
    await select.focus();
    await select.selectOption({ label: "Impact" });
    await expect.poll(() => headerTop(page, "impact"), { timeout: 5000 }).toBeCloseTo(100, 0);
    await expect(page).toHaveURL(/#impact$/);
  });
});
