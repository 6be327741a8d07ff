import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Decision 0020: the site's controls are the platform's (popover, <dialog> with invoker commands,
// <details>, CSS `:has()`), so they work before hydration and without JavaScript at all.

const menuDialog = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/** Holds back the page's scripts until the returned function is called: the page stays unhydrated. */
async function holdScripts(page: Page): Promise<() => void> {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return releaseScripts;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header menus and search box, an FAQ answer and the dealer form's follow-up questions work", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1114, "the nav bar shows from 1114 px");
    // One walk through every control of a screen size, pages included: longer than one check.
    test.slow();
    await page.goto("/support/faqs");
    const products = page.getByRole("button", { name: "Products" });
    const vinyl = page.locator("#nav-panel-products").getByRole("link", { name: "Vinyl" });
    const resort = page.locator("#nav-panel-gallery").getByRole("link", { name: "Resort-Hotel" });
    await products.click();
    await expect(vinyl).toBeVisible();
    await page.getByRole("button", { name: "Gallery" }).click();
    await expect(resort).toBeVisible();
    await expect(vinyl).toBeHidden();
    await page.mouse.click(700, 880);
    await expect(resort).toBeHidden();

    await products.focus();
    await page.keyboard.press("Enter");
    await expect(vinyl).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#nav-panel-products").getByRole("link", { name: "Folding Doors", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(vinyl).toBeHidden();
    await expect(products).toBeFocused();
    await page.keyboard.press("Space");
    await expect(vinyl).toBeVisible();
    await page.keyboard.press("Space");
    await expect(vinyl).toBeHidden();

    const toggle = page.getByRole("button", { name: "Search", exact: true });
    const box = page.locator("header").getByRole("searchbox", { name: "Search" });
    await toggle.click();
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();

    const question = page.locator("main summary").first();
    const answer = page.locator("main details").first().locator("summary + *");
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();

    await toggle.click();
    await box.fill("folding");
    await box.press("Enter");
    await expect(page).toHaveURL("/search/folding");

    await page.goto("/become-dealer");
    const license = page.getByRole("group", { name: "Do you hold a reseller's license?" });
    const federalId = page.getByLabel("Federal ID");
    await expect(federalId).toBeHidden();
    await license.getByLabel("Yes").check();
    await expect(federalId).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(license.getByLabel("No")).toBeChecked();
    await expect(federalId).toBeHidden();
    const commercial = page.getByLabel("Commercial projects: how many?");
    await expect(commercial).toBeHidden();
    await page.getByRole("group", { name: "Project types" }).getByLabel("Commercial").check();
    await expect(commercial).toBeVisible();
  });

  test("the mobile menu, its groups and a footer group work", { tag: "@phone" }, async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1114, "the Menu button shows below 1114 px");
    test.slow();
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.click();
    await expect(menuDialog(page)).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    const videoGallery = menuDialog(page).getByRole("link", { name: "Video Gallery" });
    await menuDialog(page).getByText("Gallery", { exact: true }).click();
    await expect(videoGallery).toBeVisible();
    await menuDialog(page).getByRole("button", { name: "Close menu" }).click();
    await expect(menuDialog(page)).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuDialog(page)).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await page.mouse.click(12, 420);
    await expect(menuDialog(page)).toBeHidden();

    const footerLinks = page.getByRole("navigation", { name: "Footer" });
    const servery = footerLinks.getByRole("link", { name: "Servery Windows" });
    await expect(servery).toBeHidden();
    await footerLinks.getByRole("heading", { name: "Products" }).click();
    await expect(servery).toBeVisible();
  });
});

test.describe("swatch tabs", () => {
  const swatchTabs = (page: Page) => {
    const colors = page.locator("#colors");
    const tab = (name: string) => colors.getByRole("tab", { name });
    const panelOf = async (name: string) => page.locator(`[id="${await tab(name).getAttribute("aria-controls")}"]`);
    return { tab, panelOf };
  };

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a tab shows its group, by click and by keyboard", async ({ page }) => {
      await page.goto("/products/folding-doors/v2");
      const { tab, panelOf } = swatchTabs(page);
      const inStock = await panelOf("In-Stock Colors");
      const optional = await panelOf("Optional Colors");
      await expect(inStock).toBeVisible();
      await expect(optional).toBeHidden();
      await tab("Optional Colors").click();
      await expect(optional).toBeVisible();
      await expect(inStock).toBeHidden();
      await tab("In-Stock Colors").focus();
      await page.keyboard.press("Enter");
      await expect(inStock).toBeVisible();
      await expect(optional).toBeHidden();
    });
  });

  test.describe("without JavaScript on a phone", () => {
    test.use({ javaScriptEnabled: false });

    test("View More and View Less open and close a long group, by click and by keyboard", { tag: "@phone" }, async ({ page, isMobile }) => {
      test.skip(!isMobile, "wide screens show the whole group");
      await page.goto("/products/folding-doors/v2");
      const { tab, panelOf } = swatchTabs(page);
      await tab("Optional Colors").click();
      const panel = await panelOf("Optional Colors");
      const chips = panel.locator("li");
      await expect(chips.nth(5)).toBeVisible();
      await expect(chips.nth(6)).toBeHidden();
      await panel.getByText("View More").click();
      await expect(chips.nth(25)).toBeVisible();
      await panel.getByText("View Less").focus();
      await page.keyboard.press("Enter");
      await expect(chips.nth(6)).toBeHidden();
      await page.keyboard.press("Space");
      await expect(chips.nth(25)).toBeVisible();
    });
  });

  test("a tab chosen before the scripts run stays chosen once they have", async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto("/products/folding-doors/v2", { waitUntil: "domcontentloaded" });
    const { tab, panelOf } = swatchTabs(page);
    await tab("Optional Colors").click();
    const optional = await panelOf("Optional Colors");
    await expect(optional).toBeVisible();
    releaseScripts();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(tab("Optional Colors")).toHaveAttribute("aria-selected", "true");
    await expect(optional).toBeVisible();
    await expect(await panelOf("In-Stock Colors")).toBeHidden();
    await tab("Optional Colors").press("ArrowLeft");
    await expect(await panelOf("In-Stock Colors")).toBeVisible();
    await expect(tab("In-Stock Colors")).toBeFocused();
  });
});

test(
  "a tap on Menu right after the first paint opens the menu, before the page's scripts have run",
  { tag: "@phone" },
  async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1114, "the Menu button shows below 1114 px");
    const releaseScripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.tap();
    await expect(menuDialog(page)).toBeVisible();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);

    releaseScripts();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menuDialog(page)).toBeVisible();
    await menuDialog(page).getByRole("link", { name: "Request Quote" }).click();
    await expect(page).toHaveURL("/request-quote");
    await expect(menuDialog(page)).toBeHidden();
  },
);
