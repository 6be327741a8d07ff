import { expect, gotoHydrated, test } from "./fixtures";

test.describe("product detail page", () => {
  // A product page is long: axe-core's check of it after each test needs more than the default.
  test.describe.configure({ timeout: 120_000 });

  test("answers 200 with the splash, breadcrumb and sections, and 404 for an unknown key", async ({ page, request }) => {
    const response = await page.goto("/products/folding-doors/aluminum");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aluminum");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Folding Doors" })).toHaveAttribute("href", "/products/folding-doors");
    await expect(page.getByRole("heading", { level: 2, name: "Performance" })).toBeVisible();
    expect((await request.get("/products/folding-doors/granite")).status()).toBe(404);
    expect((await request.get("/products/windows/servery-window")).status()).toBe(200);
  });

  test(
    "jumps to a section from the sub-navigation, which hides on scroll down and returns on scroll up",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await gotoHydrated(page, "/products/sliding-doors/aluminum-wood");
      const nav = page.getByRole("navigation", { name: "Aluminum Wood Sliding Doors sections" });
      if (isMobile) {
        await nav.getByRole("combobox").selectOption({ label: "Technical" });
      } else {
        await nav.getByRole("link", { name: "Technical" }).click();
      }
      await expect(page).toHaveURL(/#technical$/);
      await expect(page.getByRole("heading", { level: 2, name: "Technical" })).toBeInViewport();
      await expect(nav).toHaveAttribute("data-hidden", "true");
      // The jump scrolls smoothly; a wheel turned before it ends would be carried on down by it.
      await expect
        .poll(async () => {
          const before = await page.evaluate(() => window.scrollY);
          await page.waitForTimeout(200);
          return (await page.evaluate(() => window.scrollY)) === before;
        })
        .toBe(true);
      await page.mouse.wheel(0, -400);
      await expect(nav).toHaveAttribute("data-hidden", "false");
      await expect(nav).toBeInViewport();
      if (isMobile) {
        // Back at the top, above every section: the select offers them again instead of naming the last one read.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(nav.getByRole("combobox")).toHaveValue("");
      }
    },
  );

  test("shows a back-to-top button after one window height", async ({ page }) => {
    await gotoHydrated(page, "/products/swing-doors/wood");
    const backToTop = page.getByRole("button", { name: "Back to top" });
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(
    "switches swatch tabs and, on narrow screens, shows 6 optional colors until View More",
    { tag: "@phone" },
    async ({ page, isMobile }) => {
      await gotoHydrated(page, "/products/folding-doors/v2");
      const colors = page.locator("#colors");
      await colors.getByRole("tab", { name: "Optional Colors" }).click();
      // Every tab whole, the first from its first letter: the tabs never scroll sideways.
      const tablist = colors.getByRole("tablist");
      expect(await tablist.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
      const listBox = await tablist.boundingBox();
      const firstBox = await colors.getByRole("tab", { name: "In-Stock Colors" }).boundingBox();
      expect(firstBox?.x).toBeGreaterThanOrEqual(listBox?.x ?? Infinity);
      const panel = colors.getByRole("tabpanel");
      // Collapsed chips are display:none, so they are out of the accessibility tree: count the items.
      const chips = panel.locator("li");
      await expect(chips).toHaveCount(26);
      if (!isMobile) {
        await expect(panel.getByText("View More")).toBeHidden();
        await expect(chips.nth(25)).toBeVisible();
        return;
      }
      await expect(chips.nth(5)).toBeVisible();
      await expect(chips.nth(6)).toBeHidden();
      // A <details> and CSS (decision 0020): the same before hydration and without JavaScript.
      await panel.getByText("View More").click();
      await expect(chips.nth(25)).toBeVisible();
      await panel.getByText("View Less").click();
      await expect(chips.nth(6)).toBeHidden();
    },
  );

  test("links the line's materials and the technical documents", async ({ page }) => {
    await page.goto("/products/screens/non-pleated");
    const about = page.getByRole("navigation", { name: "About Screens" });
    await expect(about.getByRole("link", { name: "Pleated", exact: true })).toHaveAttribute("href", "/products/screens/pleated");
    await expect(page.getByRole("link", { name: "Non-Pleated Screen documents" })).toHaveAttribute(
      "href",
      "/support/technical-documents?Product_Type=Screens&Screen_Type=Non-Pleated",
    );
  });
});
