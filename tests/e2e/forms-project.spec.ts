import type { Page } from "@playwright/test";
import { jpegPhoto } from "../support/photo";
import { afterMinimumFillTime, expect, gotoHydrated, test } from "./fixtures";
import { smtpSinkPort } from "./ports";
import { smtpSink } from "./smtp-sink";

/** The address every form's lead e-mail goes to (LEAD_RECIPIENTS of scripts/e2e-server.mjs). */
const LEAD_INBOX = "leads@lacantina.example";

const photo = () => jpegPhoto(48, 32, "#7b8a6a");

/** Everything the form asks, with `email` as given: what a visitor fills in on /submit-your-project. */
async function fillProject(page: Page, surname: string, email: string) {
  const form = page.getByRole("form", { name: "Submit Your Project" });
  await form.getByLabel("Project name").fill("Casa Marea");
  await form.getByLabel("Location").fill("Encinitas, California");
  await form.getByLabel(/^Product/).selectOption({ label: "Aluminum Wood Folding Doors" });
  await form.getByLabel(/^Photos/).setInputFiles({ name: "terrace.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await form.getByLabel("About the project").fill("The kitchen opens onto the terrace.");
  await form.getByRole("textbox", { name: "First name" }).fill("Noa");
  await form.getByRole("textbox", { name: "Last name" }).fill(surname);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/LaCantina Doors may publish them/).check();
  return form;
}

test.describe("with the SMTP sink", () => {
  const sink = smtpSink(smtpSinkPort);
  test.afterAll(() => sink.stop());

  test("a visitor submits a project with a photo, corrects the server's error, and marketing gets it with the photo attached", async ({
    page,
  }) => {
    await sink.start();
    const surname = `Marea${Date.now().toString(36).replace(/\d/g, "")}`;
    const ownToken = page.waitForResponse((response) => response.url().endsWith("/api/v1/forms/token"));
    await gotoHydrated(page, "/submit-your-project");
    // The form of a content page asks for a fill token of its own once its scripts run: the fill time counts from then.
    await ownToken;
    const openedAt = Date.now();
    await expect(page.getByRole("heading", { level: 2, name: "Ready to share your project?" })).toBeVisible();
    const form = await fillProject(page, surname, "noa@example");
    await expect(form.getByRole("list", { name: "Selected photos" }).getByRole("img")).toHaveCount(1);

    // The browser takes noa@example; the server wants a domain with a dot and says so under the field.
    await afterMinimumFillTime(page, openedAt);
    await form.getByRole("button", { name: "Submit" }).click();
    const email = form.getByLabel("Email");
    await expect(form.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Project name")).toHaveValue("Casa Marea");

    await email.fill("noa@example.com");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeFocused();
    await expect(page.getByText("link for uploading full-size photographs")).toBeVisible();

    await expect
      .poll(() => sink.find(LEAD_INBOX, `Submit Your Project: Noa ${surname}`)?.raw, {
        message: "the project's e-mail reaches the sink",
        timeout: 30_000,
      })
      .toMatch(/Content-Disposition: attachment;\s+filename=terrace\.jpg/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the project form posts with its photo and thanks the visitor", { tag: "@phone" }, async ({ page }) => {
    const openedAt = Date.now();
    await page.goto("/submit-your-project");
    const form = await fillProject(page, "Baptiste", "noa@example.com");
    await afterMinimumFillTime(page, openedAt);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/submit-your-project$/);
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  });
});
