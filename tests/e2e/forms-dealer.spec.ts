import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

const group = (page: Page, name: string) => page.getByRole("group", { name });

test("the dealer application shows its conditional questions as the answers change, then thanks the dealer", async ({ page }) => {
  const openedAt = Date.now();
  await gotoHydrated(page, "/become-dealer");
  await expect(page.getByRole("heading", { level: 1, name: "Become a Dealer" })).toBeVisible();
  await expect(page.getByText("expand our dealer base")).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveAttribute("placeholder", "(xxx) xxx - xxxx");
  await expect(page.getByLabel("Years in business")).toHaveAttribute("type", "number");

  const federalId = page.getByLabel("Federal ID");
  await expect(federalId).toBeHidden();
  await group(page, "Do you hold a reseller's license?").getByLabel("Yes").check();
  await expect(federalId).toBeVisible();
  await group(page, "Do you hold a reseller's license?").getByLabel("No").check();
  await expect(federalId).toBeHidden();

  const display = group(page, "Do you display folding or multi-slide doors?");
  await expect(display).toBeHidden();
  await group(page, "Do you have a showroom?").getByLabel("Yes").check();
  await expect(display).toBeVisible();

  const installers = group(page, "Are your installers in-house or independent?");
  await expect(installers).toBeHidden();
  await group(page, "Do you offer installation services?").getByLabel("Yes").check();
  await expect(installers).toBeVisible();

  const residential = page.getByLabel("Residential projects: how many?");
  const commercial = page.getByLabel("Commercial projects: how many?");
  await expect(residential).toBeHidden();
  await group(page, "Project types").getByLabel("Residential").check();
  await expect(residential).toBeVisible();
  await expect(commercial).toBeHidden();
  await group(page, "Project types").getByLabel("Commercial").check();
  await expect(commercial).toBeVisible();
  await group(page, "Project types").getByLabel("Commercial").uncheck();
  await expect(commercial).toBeHidden();

  await page.getByLabel("First name").fill("Kim");
  await page.getByLabel("Last name").fill("Ito");
  await page.getByLabel("Email").fill("kim@dealer.example");
  await page.getByLabel("Company name").fill("Ito Windows");
  await page.getByLabel("Address").fill("9 Shore Rd");
  await page.getByLabel("City").fill("Tampa");
  await page.getByLabel("State").selectOption("FL");
  await page.getByLabel("ZIP code").fill("33601");
  await page.getByLabel("Phone").fill("(813) 555 - 0123");
  // As its placeholder suggests: the server adds the https:// (the browser's own URL check would refuse it).
  await page.getByLabel("Website").fill("www.itowindows.example");
  const counts: [string, string][] = [
    ["Number of stores", "2"],
    ["Number of employees", "14"],
    ["Years in business", "12"],
    ["Service technicians", "3"],
    ["External sales reps", "3"],
    ["Internal sales reps", "2"],
    ["Residential projects: how many?", "40"],
  ];
  for (const [label, value] of counts) await page.getByLabel(label).fill(value);
  await page.getByLabel("Annual sales volume").selectOption("1000");
  await page.getByLabel("Expected annual LaCantina sales").selectOption("$50,000+");
  await page.getByLabel("What brands do you carry/sell?").fill("Brand A, Brand B");
  await display.getByLabel("Both").check();
  await installers.getByLabel("In-house").check();
  await group(page, "Are you interested in our display program?").getByLabel("Yes").check();
  await group(page, "Are you applying for credit terms?").getByLabel("No").check();

  const wait = openedAt + 3_200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  await expect(page.getByText("We have received your submission.")).toBeVisible();
});
