import { expect, gotoHydrated, test } from "./fixtures";

const pages = [
  { path: "/support", heading: "Here for the life of your doors" },
  { path: "/support/warranty", heading: "A warranty written for decades of use" },
  { path: "/support/faqs", heading: "Frequently asked questions" },
  { path: "/support/installation", heading: "A great door starts with a great opening" },
  { path: "/support/la-rebuild-program", heading: "Helping Los Angeles come home" },
  { path: "/terms-of-use", heading: "Terms of Use" },
  { path: "/about/contact", heading: "Let's talk about your opening" },
];

for (const { path, heading } of pages) {
  test(`${path} answers 200 with its heading and every block implemented`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText("isn't implemented yet")).toHaveCount(0);
  });
}

test("an FAQ item opens and closes with the keyboard", async ({ page }) => {
  await gotoHydrated(page, "/support/faqs");
  const question = page.getByText("How do I open a folding door?");
  const answer = page.getByText("Start with the traffic panel");
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answer).toBeHidden();
});

test("the form selector sends the chosen form type to its form URL with the keyboard", async ({ page }) => {
  // Two pages to check with axe: the contact page and the form it leads to.
  test.slow();
  await gotoHydrated(page, "/about/contact");
  const topic = page.getByLabel("Topic");
  await topic.focus();
  await page.keyboard.press("ArrowDown");
  await expect(topic).toHaveValue("product_info");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact-us\?form_type_id=product_info$/);
});
