import { afterMinimumFillTime, expect, gotoHydrated, test } from "./fixtures";
import { uniqueWord } from "./desk-fixtures";
import { smtpSinkPort } from "./ports";
import { smtpSink } from "./smtp-sink";

/** The demo dealer in Oceanside (content/dealers) and where its leads go. */
const DEALER = "Harborline Door Studio";
const DEALER_LEADS = "leads@harborline-door-studio.example";

test.describe("with the SMTP sink", () => {
  const sink = smtpSink(smtpSinkPort);
  test.afterAll(() => sink.stop());

  test(
    "a visitor finds a dealer by ZIP, asks that dealer for a quote, and the dealer accepts it from the e-mail's link",
    { tag: "@phone" },
    async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "mobile", "a journey of the phone's");
      // Held before the quote is sent: the dealer's e-mail comes to this test's sink.
      await sink.start();
      const surname = uniqueWord();

      await gotoHydrated(page, "/find-a-dealer");
      const search = page.getByRole("search", { name: "Find a dealer" });
      await search.getByLabel("ZIP code, postal code or city").fill("92056");
      await search.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("link", { name: DEALER }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: DEALER })).toBeVisible();

      const openedAt = Date.now();
      await page.getByRole("link", { name: "Request a quote from this dealer" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Request a Quote" })).toBeVisible();
      await expect(page.getByText(`Your request goes to ${DEALER}`)).toBeVisible();

      const next = page.getByRole("button", { name: "Next" });
      for (const answer of [
        () => page.getByLabel("Homeowner", { exact: true }).check(),
        () => page.getByLabel("Repair/Remodel").check(),
        () => page.getByLabel("Folding Door").check(),
        () => page.getByLabel("Wood", { exact: true }).check(),
        () => page.getByLabel("Under 3 months").check(),
        async () => {},
      ]) {
        await answer();
        await next.click();
      }
      await page.getByLabel("First name").fill("Rosa");
      await page.getByLabel("Last name").fill(surname);
      await page.getByLabel("Email").fill("rosa@example.com");
      await page.getByLabel("Phone").fill("(760) 555 - 0142");
      await page.getByLabel("State").selectOption("CA");
      await page.getByLabel("ZIP code").fill("92056");
      await afterMinimumFillTime(page, openedAt);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();

      const offer = () => sink.find(DEALER_LEADS, `Rosa ${surname}`)?.body;
      await expect.poll(offer, { message: "the dealer's offer reaches the sink", timeout: 30_000 }).toContain("Accept the lead: ");
      const accept = /Accept the lead: (http\S+)/.exec(offer() ?? "")?.[1];
      expect(accept).toMatch(/\/dealer-response\/\S+$/);

      await gotoHydrated(page, new URL(accept!).pathname);
      await expect(page.getByRole("heading", { level: 1, name: "Accept this lead?" })).toBeVisible();
      await page.getByRole("button", { name: "Accept the lead" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "The lead is yours" })).toBeVisible();

      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "This lead has already been answered" })).toBeVisible();
    },
  );
});
