import { expect, gotoHydrated, test } from "./fixtures";

const pages = [
  { path: "/about", heading: "We build the walls that open" },
  { path: "/about/why-lacantina", heading: "Open wider. Close tighter. Live better." },
  { path: "/about/careers", heading: "Make the openings people remember" },
  { path: "/professionals/architects-designers-builders", heading: "Specify openings without compromise" },
  { path: "/professionals/dealers", heading: "Grow with the openings people ask for" },
  { path: "/submit-your-project", heading: "Show us your opening" },
  { path: "/learn/green-design", heading: "Let the weather do some of the work" },
  { path: "/learn/applications", heading: "One idea, many places to open" },
];

test.describe("about, professionals, submit-your-project and learn pages", () => {
  for (const { path, heading } of pages) {
    test(`${path} answers 200 with its heading and every block implemented`, async ({ page }) => {
      // A fresh test database has no resized photographs yet: the first visit makes them.
      test.slow();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText("isn't implemented yet")).toHaveCount(0);
    });
  }
});

test("the continuing-education link lands on its anchor section", async ({ page }) => {
  test.slow();
  await gotoHydrated(page, "/professionals/architects-designers-builders");
  await page.locator("main").getByRole("link", { name: "Continuing education" }).click();
  await expect(page).toHaveURL(/#continuing-education$/);
  await expect(page.getByRole("heading", { name: "AIA courses on designing with large openings" })).toBeInViewport();
});

test("a form modal card opens a dialog from the keyboard, closes on Escape and gives focus back", { tag: "@phone" }, async ({ page }) => {
  await gotoHydrated(page, "/professionals/dealers");
  const opener = page.getByRole("button", { name: "Request a quote" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Open the quote form" })).toHaveAttribute("href", "/request-quote");

  // The page behind a modal dialog is inert: Tab moves between the dialog's controls (or out to
  // the browser's own UI), never to the page underneath.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press("Tab");
    const focus = await dialog.evaluate((element) =>
      element.contains(document.activeElement) ? "dialog" : document.activeElement?.tagName,
    );
    expect(["dialog", "BODY"]).toContain(focus);
  }
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a video modal card plays its video in a dialog, with no network, and stops it when closed", async ({ page }) => {
  await gotoHydrated(page, "/about/careers");
  const opener = page.getByRole("button", { name: "Play video: The walls we build" });
  await opener.focus();
  await page.keyboard.press("Space");
  const dialog = page.getByRole("dialog", { name: "The walls we build" });
  await expect(dialog).toBeVisible();
  const video = dialog.locator("video");
  await expect(video).toHaveAttribute("title", "The walls we build");
  // The demo's clip is the site's own file: it plays where no video provider can be reached.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(dialog.locator("video")).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("images that scroll into view after hydration play their entrance once; server HTML is never hidden", async ({ page, request }) => {
  const html = await (await request.get("/about")).text();
  expect(html).not.toContain("data-entrance");
  await gotoHydrated(page, "/about");
  const card = page.getByRole("img", { name: "A campus workspace opened to a lawn through folding glass doors" });
  await expect(card).toHaveAttribute("data-entrance", "pending");
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("data-entrance", "in");
  await expect(card).toHaveCSS("opacity", "1");
});

test("no entrance animation for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/about");
  await expect(page.locator("[data-entrance]")).toHaveCount(0);
});
