import { expect, expectAccessible, gotoHydrated, test } from "./fixtures";

test("the header's language switcher: by keyboard, to this page in another locale with its query", async ({ page }) => {
  await gotoHydrated(page, "/fr-ca/contact-us?from=mail");
  const button = page.getByRole("banner").getByRole("button", { name: /^fr – Langue\s: Français \(Canada\)$/ });
  await button.focus();
  await page.keyboard.press("Enter");
  const current = page.locator("#language-menu").getByRole("link", { name: "Français (Canada)" });
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute("aria-current", "true");
  await expectAccessible(page);
  await page.keyboard.press("Tab");
  const english = page.locator("#language-menu").getByRole("link", { name: "English (US)" });
  await expect(english).toBeFocused();
  expect(await english.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact-us\?from=mail$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test.describe("the language offer", () => {
  test.use({ locale: "fr-CA" });

  test("offers a French reader the French page once, over the page, and stays dismissed", async ({ page }) => {
    await gotoHydrated(page, "/contact-us");
    const offer = page.getByRole("complementary", { name: "Langue" });
    await expect(offer).toContainText("Cette page existe en français.");
    await expect(offer.getByRole("link", { name: "Afficher en français" })).toHaveAttribute("href", "/fr-ca/contact-us");
    await expectAccessible(page);
    await offer.getByRole("button", { name: "Non merci" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("complementary", { name: "Langue" })).toHaveCount(0);
  });
});
