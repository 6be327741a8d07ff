import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

const header = (page: Page) => page.locator("header").first();
const footer = (page: Page) => page.locator("footer");
const menuDialog = (page: Page) => page.getByRole("dialog", { name: "Menu" });

test.describe("notification bar", () => {
  test("shows the demo message above the header, with its link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const bar = page.getByRole("complementary", { name: "Announcement" });
    await expect(bar).toContainText("Rebuilding after the Los Angeles wildfires? We are here to help.");
    await expect(bar.getByRole("link", { name: "Explore the LA Rebuild Program" })).toHaveAttribute("href", "/support/la-rebuild-program");
    const barBox = await bar.boundingBox();
    const headerBox = await header(page).boundingBox();
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
  });
});

test.describe("header on wide screens", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1114, "the nav bar shows from 1114 px");

  test("the logo links home and is named after the brand", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(header(page).getByRole("link", { name: "LaCantina Doors", exact: true })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    await expect(header(page).getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "/request-quote");
    await expect(header(page).getByRole("link", { name: "Call (888) 221-0141" })).toHaveAttribute("href", "tel:+18882210141");
  });

  test("a menu opens on hover with its groups and featured tile, and closes when the pointer leaves the header", async ({ page }) => {
    await gotoHydrated(page, "/");
    const products = page.getByRole("button", { name: "Products" });
    const panel = page.locator("#nav-panel-products");
    await expect(panel.getByRole("link", { name: "Vinyl" })).toBeHidden();

    await products.hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Folding Doors", exact: true })).toHaveAttribute("href", "/products/folding-doors");
    await expect(panel.getByRole("link", { name: "Vinyl" })).toHaveAttribute("href", "/products/folding-doors/vinyl");
    await expect(panel.getByRole("link", { name: "Servery Windows" })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Explore folding doors/ })).toBeVisible();

    await page.getByRole("button", { name: "Gallery" }).hover();
    await expect(panel).toBeHidden();
    await expect(page.locator("#nav-panel-gallery").getByRole("link", { name: "Resort-Hotel" })).toBeVisible();

    await page.mouse.move(700, 890);
    await expect(page.locator("#nav-panel-gallery").getByRole("link", { name: "Resort-Hotel" })).toBeHidden();
  });

  test("a menu opens from the keyboard, its links are reachable, and Escape closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const products = page.getByRole("button", { name: "Products" });
    const panel = page.locator("#nav-panel-products");
    for (let presses = 0; presses < 15 && !(await products.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(products).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("#nav-panel-products").getByRole("link", { name: "Folding Doors", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator('#nav-panel-products a[href="/products/folding-doors/v2"]')).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(products).toBeFocused();

    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Space");
    await expect(panel).toBeHidden();

    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await expect(page.locator("#nav-panel-products").getByRole("link", { name: "Folding Doors", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/products/folding-doors");
    await expect(panel).toBeHidden();
  });

  test("an open menu follows focus to the next trigger and closes on an outside click", async ({ page }) => {
    await gotoHydrated(page, "/");
    const about = page.getByRole("button", { name: "About" });
    await page.getByRole("button", { name: "Support" }).focus();
    await page.keyboard.press("Enter");
    const support = page.locator("#nav-panel-support");
    const lastLink = support.getByRole("link", { name: "Installation guides" });
    await lastLink.focus();
    await page.keyboard.press("Tab");
    await expect(about).toBeFocused();
    await expect(support).toBeHidden();
    const careers = page.locator("#nav-panel-about").getByRole("link", { name: "Careers" });
    await expect(careers).toBeVisible();
    await expect(careers).toHaveAttribute("href", "/about/careers");

    await page.mouse.click(700, 880);
    await expect(careers).toBeHidden();
  });

  test("the search toggle reveals a box that goes to /search/{term} on Enter and is cleared", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    await toggle.click();
    const box = header(page).getByRole("searchbox", { name: "Search" });
    await expect(box).toBeFocused();
    await box.fill("folding doors");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/search/folding%20doors");
    await expect(page.locator("#header-search-term")).toHaveValue("");
    await expect(box).toBeHidden();
  });

  test("the search box closes on an outside click, Escape and scroll", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Search", exact: true });
    const box = header(page).getByRole("searchbox", { name: "Search" });

    await toggle.click();
    await expect(box).toBeFocused();
    await page.mouse.click(700, 880);
    await expect(box).toBeHidden();

    await toggle.click();
    await expect(box).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(box).toBeVisible();
    await page.mouse.wheel(0, 300);
    await expect(box).toBeHidden();
  });

  // Its own test, on a page that was never scrolled: the sticky header of a scrolled page slides away.
  test("the search icon submits the box", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const box = header(page).getByRole("searchbox", { name: "Search" });
    await box.fill("v2 & screens");
    const submit = header(page).getByRole("button", { name: "Submit search" });
    // Under load the page can settle a few pixels down after the box opens, and the sticky header then
    // slides away (seen once in CI): back at the top it shows again, as it does for a visitor.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(submit).toBeInViewport();
    await submit.click();
    await expect(page).toHaveURL("/search/v2%20%26%20screens");
  });

  test("the sticky header slides away when scrolling down and back when scrolling up", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.mouse.move(700, 600);
    await page.mouse.wheel(0, 900);
    await expect.poll(async () => (await header(page).boundingBox())!.y).toBeLessThan(-40);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await header(page).boundingBox())!.y).toBeGreaterThan(-1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});

test.describe("mobile menu", { tag: "@phone" }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1114, "the Menu button shows below 1114 px");

  test("opens a panel that locks the page scroll and closes with its button, Escape and an outside click", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await menuButton.click();
    await expect(menuDialog(page)).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await menuDialog(page).getByRole("button", { name: "Close menu" }).click();
    await expect(menuDialog(page)).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");

    await menuButton.click();
    await expect(menuDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuDialog(page)).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(menuDialog(page)).toBeVisible();
    await page.mouse.click(12, 420);
    await expect(menuDialog(page)).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("has expandable groups, a featured tile, Request Quote and a call link, and closes on choosing a link", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const dialog = menuDialog(page);
    await expect(dialog.getByRole("link", { name: /Explore folding doors/ })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "/request-quote");
    await expect(dialog.getByRole("link", { name: "Call (888) 221-0141" })).toHaveAttribute("href", "tel:+18882210141");

    const videoGallery = dialog.getByRole("link", { name: "Video Gallery" });
    await expect(videoGallery).toBeHidden();
    await dialog.getByText("Gallery", { exact: true }).click();
    await expect(videoGallery).toBeVisible();
    await videoGallery.click();
    await expect(page).toHaveURL("/video-gallery");
    await expect(dialog).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("its search box goes to /search/{term} on Enter and closes the panel", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const box = menuDialog(page).getByRole("searchbox", { name: "Search" });
    await box.fill("pleated screens");
    await box.press("Enter");
    await expect(page).toHaveURL("/search/pleated%20screens");
    await expect(menuDialog(page)).toBeHidden();
  });

  test("closes when the window grows past 1114 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(menuDialog(page)).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 844 });
    await expect(menuDialog(page)).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test.describe("footer", { tag: "@phone" }, () => {
  test("shows six link groups, the social links and the legal line with the current year", async ({ page }, testInfo) => {
    await gotoHydrated(page, "/");
    const links = footer(page).getByRole("navigation", { name: "Footer" });
    const groups = ["Products", "Gallery", "Learn", "Professionals", "Support", "About"];
    for (const name of groups) await expect(links.getByRole("heading", { name, exact: true })).toBeVisible();
    await expect(links.getByRole("heading", { level: 2 })).toHaveCount(6);

    const servery = links.getByRole("link", { name: "Servery Windows" });
    if (testInfo.project.name === "desktop") {
      await expect(servery).toBeVisible();
      await expect(links.getByRole("link", { name: "Become a Dealer" })).toHaveAttribute("href", "/become-dealer");
    } else {
      await expect(servery).toBeHidden();
      await links.getByRole("heading", { name: "Products" }).click();
      await expect(servery).toBeVisible();
    }
    await expect(servery).toHaveAttribute("href", "/products/windows/servery-window");

    for (const name of ["Facebook", "LinkedIn", "Instagram", "Twitter", "YouTube", "Pinterest"]) {
      const social = footer(page).getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(social).toBeVisible();
      await expect(social).toHaveAttribute("target", "_blank");
    }

    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} LaCantina Doors, Inc.`);
    await expect(footer(page).getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms-of-use");
    await expect(footer(page).getByRole("link", { name: "Site Map" })).toHaveAttribute("href", "/sitemap");
    const privacy = footer(page).getByRole("link", { name: /Privacy Policy/ });
    await expect(privacy).toHaveAttribute("href", /^https:\/\//);
    await expect(privacy).toHaveAttribute("target", "_blank");
  });

  test("the header and footer menus are in the HTML before any script runs", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('href="/products/folding-doors/aluminum-thermally-controlled"');
    expect(html).toContain('href="/professionals/architects-designers-builders#continuing-education"');
    expect(html).toContain('href="/image-gallery/category/Education-Office"');
    expect(html).toMatch(/<form role="search"[^>]* action="\/search" method="get">/);
  });
});

test.describe("icons", () => {
  test("/favicon.ico, the apple-touch-icon and the web manifest with its icons answer as what they are", async ({ request }) => {
    const favicon = await request.get("/favicon.ico");
    expect([favicon.status(), favicon.headers()["content-type"]]).toEqual([200, "image/x-icon"]);
    // An ICO file's header: reserved 0, type 1 (icon).
    expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const touchIcon = await request.get("/apple-touch-icon.png");
    expect([touchIcon.status(), touchIcon.headers()["content-type"]]).toEqual([200, "image/png"]);
    const manifest = await request.get("/site.webmanifest");
    expect(manifest.headers()["content-type"]).toBe("application/manifest+json");
    const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect([name, icons.map((icon) => icon.sizes)]).toEqual(["LaCantina Doors", ["192x192", "512x512"]]);
    for (const icon of icons) expect((await request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  });
});

test.describe("print", () => {
  test.use({ consentChoice: null });
  // Three pages, two of them long, each checked by axe-core afterwards.
  test.describe.configure({ timeout: 120_000 });

  test("leaves out the header, notification bar, section selector, cookie banner and footer, and prints what scrolls in", async ({
    page,
  }) => {
    await gotoHydrated(page, "/products/folding-doors");
    const head = page.locator("head");
    await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1d1d1b");
    const chrome = [
      header(page),
      page.getByRole("complementary", { name: "Announcement" }),
      page.getByRole("navigation", { name: "Sections on this page" }),
      page.getByRole("region", { name: "Cookie consent" }),
    ];
    for (const part of chrome) await expect(part).toBeVisible();
    // Pictures below the fold wait to fade in as they scroll into view: on paper they are simply there.
    const waiting = page.locator('[data-entrance="pending"]').first();
    await expect(waiting).toBeAttached();

    await page.emulateMedia({ media: "print" });
    for (const part of chrome) await expect(part).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    expect(await waiting.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");

    await page.goto("/products/folding-doors/aluminum");
    await expect(page.getByRole("navigation", { name: "Aluminum Folding Doors sections" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Performance" })).toBeVisible();
    await expect(page.getByRole("table").first()).toBeVisible();

    await page.goto("/blog/bringing-the-outdoors-in");
    await expect(page.getByRole("navigation", { name: "Share this article" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Bringing the Outdoors In" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });
});
