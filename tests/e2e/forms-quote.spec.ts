import { afterMinimumFillTime, expect, gotoHydrated, test } from "./fixtures";

test(
  "the quote wizard reveals its 7 steps one by one, returns the server's errors and thanks the visitor",
  { tag: "@phone" },
  async ({ page }) => {
    const openedAt = Date.now();
    await gotoHydrated(page, "/request-quote");
    await expect(page.getByRole("heading", { level: 1, name: "Request a Quote" })).toBeVisible();
    const next = page.getByRole("button", { name: "Next" });
    const submit = page.getByRole("button", { name: "Submit" });
    await expect(submit).toHaveCount(0);

    const steps: [string, () => Promise<void>][] = [
      ["Which best describes you?", () => page.getByLabel("Architect", { exact: true }).check()],
      ["What kind of project is it?", () => page.getByLabel("Repair/Remodel").check()],
      ["Which doors are you interested in?", () => page.getByLabel("Folding Door").check()],
      ["Which materials are you considering?", () => page.getByLabel("Aluminum Wood", { exact: true }).check()],
      ["When does your project start?", () => page.getByLabel("6-12 months").check()],
    ];
    for (const [index, [title, answer]] of steps.entries()) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      if (index > 0) await expect(page.getByText(`Step ${index + 1} / 7`)).toBeVisible();
      await expect(next).toBeDisabled();
      await answer();
      await expect(next).toBeEnabled();
      await next.click();
    }
    // The message step always passes.
    await expect(page.getByText("Step 6 / 7")).toBeVisible();
    await expect(next).toBeEnabled();
    await page.getByLabel("Message").fill("Opening onto the garden, about 16 feet wide.");
    await next.click();

    await expect(page.getByText("Step 7 / 7")).toBeVisible();
    await expect(next).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await expect(page.getByLabel("Send me product news and updates.")).toBeChecked();

    await page.locator("#quote-contact").getByRole("link", { name: "Previous Step" }).click();
    await expect(page).toHaveURL(/#quote-message$/);
    await expect(page.getByRole("heading", { name: "Anything else we should know?" })).toBeInViewport();

    await page.getByLabel("First name").fill("Ana");
    await page.getByLabel("Last name").fill("Ruiz");
    await page.getByLabel("Email").fill("ana@example.com");
    await page.getByLabel("Phone").fill("(760) 555 - 0100");
    await page.getByLabel("State").selectOption("CA");
    await page.getByLabel("ZIP code").fill("9205");
    await expect(submit).toBeEnabled();
    await afterMinimumFillTime(page, openedAt);
    await submit.click();

    await expect(page.getByText("Enter a 5-digit ZIP code.")).toBeVisible();
    await expect(page.getByLabel("ZIP code")).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeEnabled();
    await page.getByLabel("ZIP code").fill("92056");
    await expect(page.getByText("Enter a 5-digit ZIP code.")).toHaveCount(0);
    await submit.click();

    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
    await expect(page.getByText("within 2 business days")).toBeVisible();
    expect(
      await page.evaluate(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "lead_generated")),
    ).toBe(true);
  },
);

test("without JavaScript every step shows and a plain post gets the thank-you", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const openedAt = Date.now();
  await page.goto("/request-quote");
  await expect(page.getByRole("heading", { name: "How can we reach you?" })).toBeVisible();
  await page.getByLabel("Homeowner").check();
  await page.getByLabel("New Construction").check();
  await page.getByLabel("Sliding Door").check();
  await page.getByLabel("Undecided").check();
  await page.getByLabel("Under 3 months").check();
  await page.getByLabel("First name").fill("Lee");
  await page.getByLabel("Last name").fill("Park");
  await page.getByLabel("Email").fill("lee@example.com");
  await page.getByLabel("Phone").fill("760 555 0199");
  await page.getByLabel("State").selectOption("OR");
  await page.getByLabel("ZIP code").fill("97201");
  await afterMinimumFillTime(page, openedAt);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  await context.close();
});
