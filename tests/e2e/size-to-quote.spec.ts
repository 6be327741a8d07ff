import { afterMinimumFillTime } from "./fixtures";
import { expect, gotoHydrated, test, uniqueWord } from "./desk-fixtures";

// Issue 37 on a phone, from a wall's size to a quote that carries the layout, and the layout on the
// lead in the sales team's inbox. It signs staff in, so it runs with the operations desk's journeys,
// after every other browser test (playwright.config.ts); axe checks every page it opens (fixtures.ts).

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

const LAYOUT = "Aluminum Folding Doors: 16 ft 4 in × 8 ft, 5 panels, 3 left + 2 right";

test("a visitor sizes a 16 ft 4 in opening, requests a quote with a layout, and sales find the layout on the lead", async ({
  page,
  signIn,
}) => {
  const surname = uniqueWord();
  await gotoHydrated(page, "/size-your-opening");
  await page.getByLabel("Width of the rough opening").fill(`16' 4"`);
  await page.getByLabel("Height of the rough opening").fill("8 ft");
  await page.getByText("Kind, material, corner or pocket").click();
  await page.getByLabel("Folding", { exact: true }).check();
  await page.getByLabel("Material").selectOption({ label: "Aluminum" });
  await page.getByRole("button", { name: "Show what fits" }).click();
  await expect(page).toHaveURL(/width=16/);

  const split = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "5 panels, 3 left + 2 right" }) });
  await expect(split.getByText("Made in Aluminum Folding Doors.")).toBeVisible();
  const openedAt = Date.now();
  await split.getByRole("button", { name: "Request a quote with this layout" }).click();

  await expect(page).toHaveURL(/\/request-quote\?.*layout=5-split-3-2/);
  const carried = page.getByRole("region", { name: "Your opening" });
  await expect(carried).toContainText(LAYOUT);
  await expect(carried.getByRole("link", { name: "Remove this layout from the quote" })).toHaveAttribute("href", "/request-quote");
  // A plain GET form brought the page: its steps open one by one once its scripts run.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const next = page.getByRole("button", { name: "Next" });
  await page.getByLabel("Homeowner").check();
  await next.click();
  await page.getByLabel("Repair/Remodel").check();
  await next.click();
  // The layout's system answers the door type and the material.
  await expect(page.getByLabel("Folding Door")).toBeChecked();
  await next.click();
  await expect(page.getByLabel("Aluminum", { exact: true })).toBeChecked();
  await next.click();
  await page.getByLabel("6-12 months").check();
  await next.click();
  await next.click();
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill(surname);
  await page.getByLabel("Email").fill("ana.layout@example.com");
  await page.getByLabel("Phone").fill("(406) 555 - 0100");
  // Billings, MT: no demo dealer covers it, so the lead is the sales team's.
  await page.getByLabel("State").selectOption("MT");
  await page.getByLabel("ZIP code").fill("59101");
  await afterMinimumFillTime(page, openedAt);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();

  await signIn("sales");
  await gotoHydrated(page, `/admin/leads?q=${surname}`);
  await page.getByRole("link", { name: `Ana ${surname}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ana ${surname}` })).toBeVisible();
  const answers = page.getByRole("region", { name: "Answers" });
  await expect(answers.getByRole("definition").filter({ hasText: LAYOUT })).toBeVisible();
  await expect(answers.getByRole("term").filter({ hasText: /^Opening$/ })).toBeVisible();
});
