import { parseConfig } from "../../server/config";
import { askRunningSite } from "../../scripts/running-site";
import { expect, gotoHydrated, test } from "./fixtures";

const password = "three unrelated words here";

/** What an operator gets from the running site while no account exists (the log line's link). */
async function setupLink(): Promise<string> {
  const answer = await askRunningSite(parseConfig({ DATA_DIR: ".data/e2e" }), "POST", "/staff/setup-link");
  if (answer?.status !== 200) throw new Error(`no setup link: ${answer?.status} ${answer?.body}`);
  const link = new URL((JSON.parse(answer.body) as { link: string }).link);
  return `${link.pathname}${link.search}`;
}

// One database, one first administrator: this journey runs once, on the desktop project.
test.describe("the first administrator", () => {
  test.skip(({ isMobile }) => isMobile, "the accounts table is shared by both projects");

  test("sets a password from the setup link, signs out, and signs in again with the keyboard", async ({ page }) => {
    const started = Date.now();
    await gotoHydrated(page, await setupLink());
    await expect(page.getByRole("heading", { name: "Create the first administrator" })).toBeVisible();
    await page.getByLabel("Your name").fill("Olivia Owner");
    await page.getByLabel("E-mail address").fill("olivia@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByLabel("Repeat the password").fill("not the same at all");
    await page.getByRole("button", { name: "Create the account" }).click();
    await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
    await page.getByLabel("Repeat the password").fill(password);
    await page.getByRole("button", { name: "Create the account" }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByText("Olivia Owner · Administrator")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Site" })).toHaveCount(0);
    test.info().annotations.push({ type: "seconds to the first administrator", description: ((Date.now() - started) / 1000).toFixed(1) });

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await gotoHydrated(page, "/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);

    await page.getByLabel("E-mail address").focus();
    await page.keyboard.type("olivia@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("a wrong password");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or the password is not right.");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByRole("textbox", { name: "Password", exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Olivia Owner · Administrator")).toBeVisible();

    await gotoHydrated(page, await setupLink().catch(() => "/admin/setup?token=used"));
    await expect(page.getByRole("heading", { name: "This setup link is not valid" })).toBeVisible();
  });
});
