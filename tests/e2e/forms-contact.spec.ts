import type { Locator, Page } from "@playwright/test";
import { afterMinimumFillTime, expect, gotoHydrated, test } from "./fixtures";

/** Steps 1 to 3 of the contact form: role, subject and the message, which always passes. */
async function answerFirstSteps(page: Page) {
  const next = page.getByRole("button", { name: "Next" });
  await expect(page.getByRole("heading", { name: "Which best describes you?" })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel("Homeowner").check();
  await next.click();

  await expect(page.getByText("Step 2 / 4")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What is it about?" })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel("Product information").check();
  await next.click();

  await expect(page.getByText("Step 3 / 4")).toBeVisible();
  await expect(next).toBeEnabled();
  await page.getByLabel("Message").fill("Which sill suits a house a block from the beach?");
  await next.click();
  await expect(page.getByText("Step 4 / 4")).toBeVisible();
}

/** Step 4 of the contact form: who is asking and how to reach them, all valid. */
async function answerContactStep(
  scope: Page | Locator,
  person: { first: string; last: string; email: string; phone: string; zip: string },
) {
  await scope.getByLabel("First name").fill(person.first);
  await scope.getByLabel("Last name").fill(person.last);
  await scope.getByLabel("Email").fill(person.email);
  await scope.getByLabel("Phone").fill(person.phone);
  await scope.getByLabel("ZIP / Postal code").fill(person.zip);
}

test("the contact form asks 4 steps, returns the server's errors and promises an answer within two business days", async ({ page }) => {
  const openedAt = Date.now();
  await gotoHydrated(page, "/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "Send a Question or Comment" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(submit).toHaveCount(0);

  await answerFirstSteps(page);
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel("Send me product news and updates.")).toBeChecked();

  await page.locator("#contact-details").getByRole("link", { name: "Previous Step" }).click();
  await expect(page).toHaveURL(/#contact-message$/);
  await expect(page.getByRole("heading", { name: "Your question or comment" })).toBeInViewport();

  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Ruiz");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("Phone").fill("555 0100");
  await page.getByLabel("ZIP / Postal code").fill("1234");
  await expect(submit).toBeEnabled();
  await afterMinimumFillTime(page, openedAt);
  await submit.click();

  const phoneError = page.getByText("Enter a phone number with area code, like (555) 555 - 5555.");
  const zipError = page.getByText("Enter a ZIP or postal code.");
  await expect(phoneError).toBeVisible();
  await expect(zipError).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(submit).toBeEnabled();

  await page.getByLabel("Phone").fill("(760) 555 - 0100");
  await expect(phoneError).toHaveCount(0);
  await expect(zipError).toBeVisible();
  await page.getByLabel("ZIP / Postal code").fill("K1A 0B1");
  await expect(zipError).toHaveCount(0);
  await submit.click();

  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  await expect(
    page.getByText("We will get back to you within two business days. A confirmation e-mail is on its way to you."),
  ).toBeVisible();
  await expect(page.getByText("Customer service:")).toBeVisible();
  expect(
    await page.evaluate(() => (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === "lead_generated")),
  ).toBe(true);
});

test("the contact form of a content page's form_wrapper block sends its lead to the same endpoint", async ({ page }) => {
  const ownToken = page.waitForResponse((response) => response.url().endsWith("/api/v1/forms/token"));
  await gotoHydrated(page, "/about/contact");
  // The form of a content page asks for a fill token of its own once its scripts run: the fill time counts from then.
  await ownToken;
  const openedAt = Date.now();
  const form = page.getByRole("form", { name: "Send a Question or Comment" });
  await expect(page.getByRole("heading", { name: "Or write to us right here" })).toBeVisible();
  await answerFirstSteps(form.page());
  await answerContactStep(form, { first: "Lee", last: "Park", email: "lee@example.com", phone: "760 555 0199", zip: "97201" });
  await afterMinimumFillTime(page, openedAt);
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await form.getByRole("button", { name: "Submit" }).click();
  expect(new URL((await posted).url()).pathname).toBe("/api/v1/forms/submit");
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  await expect(page).toHaveURL(/\/about\/contact$/);
});

test("a contact form whose post never gets an answer, or gets the server's failure, says so and keeps every answer to send again", async ({
  page,
}) => {
  const openedAt = Date.now();
  await gotoHydrated(page, "/contact-us");
  await answerFirstSteps(page);
  await answerContactStep(page, { first: "Ana", last: "Ruiz", email: "ana@example.com", phone: "(760) 555 - 0100", zip: "92008" });
  await afterMinimumFillTime(page, openedAt);
  const submit = page.getByRole("button", { name: "Submit" });
  const alert = page.locator('[data-field-error="form"]');

  // A train entering a tunnel: the connection drops as the form goes.
  await page.route("**/api/v1/forms/submit", (route) => route.abort("internetdisconnected"));
  await submit.click();
  await expect(alert).toHaveText("The form could not be sent: the connection dropped. Check it and send the form again.");
  await expect(page.getByLabel("Email")).toHaveValue("ana@example.com");
  await expect(page.getByLabel("ZIP / Postal code")).toHaveValue("92008");

  await page.unroute("**/api/v1/forms/submit");
  await page.route("**/api/v1/forms/submit", (route) =>
    route.fulfill({ status: 503, contentType: "text/html", body: "<p>The site is busy right now.</p>" }),
  );
  await submit.click();
  await expect(alert).toHaveText("The form could not be sent. Please try again in a moment, or call us.");
  await expect(page.getByLabel("Message")).toHaveValue("Which sill suits a house a block from the beach?");

  await page.unroute("**/api/v1/forms/submit");
  await submit.click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
});
