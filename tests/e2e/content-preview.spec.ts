import { expect, test } from "./fixtures";

const SECRET = process.env.PREVIEW_SECRET ?? "e2e-preview-secret-0123456789";
const DRAFT_ONLY = "/about/design-center";
const DRAFT_HEADING = "A design center you can walk through";
const enter = `/preview/enter?secret=${SECRET}&path=${encodeURIComponent(DRAFT_ONLY)}`;

test.describe("preview mode", () => {
  test("a visitor gets 404 for a draft-only page and its preview", async ({ page }) => {
    expect((await page.goto(DRAFT_ONLY))?.status()).toBe(404);
    expect((await page.goto(`/preview${DRAFT_ONLY}`))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This opening leads nowhere");
  });

  test("an editor enters with the secret and sees the draft, noindex, with its breadcrumb", async ({ page }) => {
    expect((await page.goto(enter))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/preview${DRAFT_ONLY}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_HEADING);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("Design Center");
  });

  test("the /preview suffix shows the same draft to an editor", async ({ page }) => {
    await page.request.get(enter, { maxRedirects: 0 });
    expect((await page.goto(`${DRAFT_ONLY}/preview`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_HEADING);
  });

  test("leaving preview mode hides the draft again", async ({ page }) => {
    await page.request.get(enter, { maxRedirects: 0 });
    const exit = await page.request.get("/preview/exit?path=%2F", { maxRedirects: 0 });
    expect(exit.status()).toBe(302);
    expect((await page.goto(`/preview${DRAFT_ONLY}`))?.status()).toBe(404);
  });
});
