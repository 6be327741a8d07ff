import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { validLeads } from "../support/leads";
import { expect, gotoHydrated, test, uniqueWord } from "./desk-fixtures";
import { smtpSinkPort } from "./ports";
import { smtpSink } from "./smtp-sink";
import { jpegPhoto } from "../support/photo";

// The operations desk (issue 18) in the browser: the "operations" project runs this file after
// every other browser test (playwright.config.ts), because it changes what those tests read (the
// phone number) and makes accounts (the first-administrator journey needs an empty accounts table).

/** The address every form's lead e-mail goes to (LEAD_RECIPIENTS of scripts/e2e-server.mjs). */
const LEAD_INBOX = "leads@lacantina.example";

/** The outboxes send after the page has answered: on a busy machine that takes a while. */
const MAIL_WAIT_MS = 30_000;

// Every admin page a journey opens is checked by axe after it (fixtures.ts): four or five each.
test.describe.configure({ timeout: 90_000 });

/** A visitor's page load, read with web-first assertions: its images (resized on first request) need not have loaded. */
const visit = (page: Page, url: string) => page.goto(url, { waitUntil: "domcontentloaded" });

test.describe("with the SMTP sink", () => {
  // One sink on one port: the journeys that send mail take turns in one worker.
  test.describe.configure({ mode: "serial" });
  const sink = smtpSink(smtpSinkPort);
  test.afterAll(() => sink.stop());

  test("a sales user filters the leads, opens a service request with its photo, and retries its failed e-mail into the SMTP sink", async ({
    page,
    browser,
    signIn,
    sendLead,
  }) => {
    const surname = uniqueWord();
    const photo = await jpegPhoto(40, 30, "#8a6a44");
    // From Billings, MT, which no demo dealer covers: the lead goes to the sales team's inbox, as before dealers took leads.
    const place = { city: "Billings", state: "MT", zip: "59101" };
    await sendLead("lac_request_service", { ...validLeads.lac_request_service, ...place, last_name: surname }, [
      new File([photo], "warped-sill.jpg", { type: "image/jpeg" }),
    ]);
    await signIn("sales");

    await gotoHydrated(page, "/admin/leads");
    await page.getByLabel("Name, e-mail, company or message").fill(surname);
    await page.getByLabel("Form").selectOption({ label: "Customer Service Request" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("status").filter({ hasText: "lead" })).toHaveText("1 lead");
    await page.getByRole("link", { name: `Sam ${surname}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Sam ${surname}` })).toBeVisible();

    const picture = page.getByRole("region", { name: "Photos" }).getByRole("link", { name: "Photo 1: warped-sill.jpg" });
    await expect(picture.locator("img")).toHaveJSProperty("naturalWidth", 40);
    const photoUrl = new URL((await picture.getAttribute("href")) ?? "", page.url()).toString();
    const visitor = await browser.newContext();
    const asVisitor = await visitor.request.get(photoUrl, { maxRedirects: 0 });
    expect(asVisitor.status(), "a visitor is sent to sign in instead of getting the photo").toBe(302);
    expect(asVisitor.headers().location).toMatch(/^\/admin\/sign-in\?next=/);
    await visitor.close();

    // Nothing listens on the sink's port yet: the outbox's first attempt, right after the lead came in, failed.
    const email = page.getByRole("region", { name: "Delivery" }).getByRole("listitem").filter({ hasText: "E-mail to the sales team" });
    await expect(async () => {
      await page.reload();
      await expect(email.getByText(/^Failed: .*ECONNREFUSED/).first()).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(email.getByText("Failed", { exact: true })).toBeVisible();

    await sink.start();
    await email.getByRole("button", { name: "Retry delivery" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The delivery is due now" })).toBeVisible();
    await expect
      .poll(() => sink.find(LEAD_INBOX, `Sam ${surname}`)?.raw, { message: "the lead's e-mail reaches the sink", timeout: MAIL_WAIT_MS })
      .toMatch(/Content-Disposition: attachment;\s+filename=warped-sill\.jpg/);
    await expect(async () => {
      await page.reload();
      await expect(email.getByText("All delivered", { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(email.getByRole("listitem").last()).toHaveText(/Delivered$/);
    await expect(email.getByRole("button", { name: "Retry delivery" })).toHaveCount(0);
  });

  test("an administrator invites a sales user, the invitation reaches the SMTP sink, and the audit log names who invited whom", async ({
    page,
    browser,
    signIn,
  }) => {
    await sink.start();
    const admin = await signIn("admin");
    const name = `Ines ${uniqueWord()}`;
    const address = `${name.split(" ")[1]?.toLowerCase()}@desk.example`;

    await gotoHydrated(page, "/admin/users");
    await page.getByText("Invite someone").click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await page.getByLabel("E-mail address").fill(address);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Sales" });
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByRole("status").filter({ hasText: `An invitation is on its way to ${address}.` })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Invited (no password yet)");

    await expect
      .poll(() => sink.find(address)?.subject, { message: "the invitation reaches the sink", timeout: MAIL_WAIT_MS })
      .toBe("Your account on the LaCantina Doors admin");
    const link = /http:\/\/\S+\/admin\/set-password\?token=\S+/.exec(sink.find(address)?.body ?? "")?.[0];
    expect(link, "the invitation carries its set-password link").toBeDefined();

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
    await page.getByLabel("Area").selectOption({ label: "Users" });
    await page.getByLabel("Subject or action").fill(address);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("status").filter({ hasText: "change" })).toHaveText("1 change");
    const entry = page.getByRole("row").filter({ hasText: address });
    await expect(entry.getByRole("cell")).toHaveText([/\d{4}/, admin.name, "Users", "invited", address, /sales$/]);
    await expect(entry.getByRole("definition")).toHaveText([name, "sales"]);

    const invitee = await browser.newPage();
    await visit(invitee, link ?? "");
    await expect(invitee.getByRole("heading", { name: "Choose your password" })).toBeVisible();
    await invitee.close();
  });
});

test("a sales user finds a submitted project under its own form in the inbox, with its answers and photo", async ({
  page,
  signIn,
  sendLead,
}) => {
  const surname = uniqueWord();
  const photo = await jpegPhoto(36, 24, "#6a7b8a");
  await sendLead("lac_submit_project", { ...validLeads.lac_submit_project, last_name: surname }, [
    new File([photo], "terrace.jpg", { type: "image/jpeg" }),
  ]);
  await signIn("sales");

  await gotoHydrated(page, "/admin/leads");
  await page.getByLabel("Form").selectOption({ label: "Submit Your Project" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/form=lac_submit_project/);
  const row = page.getByRole("row").filter({ hasText: `Noa ${surname}` });
  await expect(row).toContainText("Submit Your Project");
  await row.getByRole("link", { name: `Noa ${surname}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Noa ${surname}` })).toBeVisible();
  await expect(page.getByText("Casa Marea")).toBeVisible();
  const picture = page.getByRole("region", { name: "Photos" }).getByRole("link", { name: "Photo 1: terrace.jpg" });
  await expect(picture.locator("img")).toHaveJSProperty("naturalWidth", 36);
});

/** Visitors' page loads, two at a time, until `done` settles: the status of each. */
async function pagesServedUntil(request: APIRequestContext, done: Promise<unknown>): Promise<number[]> {
  const pages = ["/", "/about", "/products/folding-doors", "/support/technical-documents", "/search/glass", "/image-gallery"];
  const statuses: number[] = [];
  let serving = true;
  const stop = () => (serving = false);
  done.then(stop, stop);
  await Promise.all(
    [0, 1].map(async (lane) => {
      for (let index = lane; serving; index += 2) statuses.push((await request.get(pages[index % pages.length] ?? "/")).status());
    }),
  );
  return statuses;
}

test("a sales user downloads the leads as CSV while visitors keep loading pages", async ({ page, request, signIn, sendLead }) => {
  const surname = uniqueWord();
  await sendLead("lac_request_quote", {
    ...validLeads.lac_request_quote,
    last_name: surname,
    message: '=HYPERLINK("https://example.com")',
  });
  await signIn("sales");
  await gotoHydrated(page, `/admin/leads?q=${surname}`);
  await expect(page.getByRole("status").filter({ hasText: "lead" })).toHaveText("1 lead");

  const link = page.getByRole("link", { name: "Download these leads as CSV" });
  const saved = Promise.all([page.waitForEvent("download"), link.click()]).then(async ([download]) => ({
    download,
    csv: await readFile(await download.path(), "utf8"),
  }));
  const [statuses, { download, csv }] = await Promise.all([pagesServedUntil(request, saved), saved]);

  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csv.trimEnd().split("\r\n");
  expect(header).toMatch(/^id,submitted_at,form,locale,status,/);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`,${surname},`);
  // A spreadsheet must not run what a visitor typed.
  expect(rows[0]).toContain(`"'=HYPERLINK(""https://example.com"")"`);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});

test("an editor turns a logged 404 into a redirect in the admin, and a visitor who follows the old address lands on the new one", async ({
  page,
  browser,
  signIn,
}) => {
  const oldPath = `/catalogue/${uniqueWord().toLowerCase()}`;
  const visitor = await browser.newPage();
  expect((await visit(visitor, oldPath))?.status()).toBe(404);

  await signIn("editor");
  // The run's few missing pages fit the list's first page: no search (and no more pages for axe).
  await gotoHydrated(page, "/admin/redirects/not-found");
  await expect(
    page
      .getByRole("row", { name: new RegExp(oldPath) })
      .getByRole("cell")
      .nth(1),
    "its one visit",
  ).toHaveText("1");
  await page.getByRole("link", { name: `Create a redirect from ${oldPath}` }).click();
  await expect(page.getByLabel("Old address")).toHaveValue(oldPath);
  await page.getByLabel("New address").fill("/support/technical-documents");
  await page.getByRole("button", { name: "Save the redirect" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Saved: ${oldPath} now redirects to /support/technical-documents.` }),
  ).toBeVisible();

  const followed = await visit(visitor, oldPath);
  expect(
    await followed
      ?.request()
      .redirectedFrom()
      ?.response()
      .then((moved) => moved?.status()),
  ).toBe(301);
  await expect(visitor).toHaveURL(/\/support\/technical-documents$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await visitor.close();
});

test("an administrator changes the main phone number, and visitors find it in the header and the footer at once", async ({
  page,
  browser,
  signIn,
}) => {
  // The page is in the render cache before the change: the change must reach it anyway.
  const visitor = await browser.newPage();
  await visit(visitor, "/about");
  const footerPhone = visitor.getByRole("contentinfo").locator('a[href^="tel:"]');
  await expect(footerPhone).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(footerPhone).not.toHaveText("888.555.0142");

  await signIn("admin");
  await gotoHydrated(page, "/admin/settings");
  const main = page.getByRole("group", { name: "Main phone number" });
  await main.getByLabel("As visitors read it").fill("888.555.0142");
  await main.getByLabel("Number to dial").fill("+18885550142");
  await page.getByRole("button", { name: "Save the company facts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: every page shows the new facts now." })).toBeVisible();

  await visit(visitor, "/about");
  await expect(visitor.getByRole("banner").getByRole("link", { name: "Call 888.555.0142" })).toHaveAttribute("href", "tel:+18885550142");
  await expect(footerPhone).toHaveText("888.555.0142");
  await expect(footerPhone).toHaveAttribute("href", "tel:+18885550142");
  await visitor.close();
});

test("an editor uploads a PDF, gives it its facets, and visitors find it in the technical documents search by word and facet", async ({
  page,
  browser,
  signIn,
}) => {
  const word = uniqueWord();
  await signIn("editor");
  await gotoHydrated(page, "/admin/documents");
  await page.getByLabel("Upload a document").setInputFiles({
    name: `${word} pocket door guide.pdf`,
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n% ${word}\n%%EOF\n`),
  });
  await expect(page).toHaveURL(/\/admin\/documents\/\d+$/);
  await expect(page.getByRole("heading", { name: "Not in the library" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${word} Pocket Door Installation Guide`);
  await page.getByRole("group", { name: "Product Sub-Type" }).getByLabel("Pocket").check();
  await page.getByRole("group", { name: "General" }).getByLabel("Installation Instructions").check();
  await page.getByRole("button", { name: "Save and put in the library" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved, and in the library: visitors find it now." })).toBeVisible();

  const visitor = await browser.newPage();
  await gotoHydrated(visitor, "/support/technical-documents");
  const search = visitor.getByRole("searchbox", { name: "Search documents" });
  await search.fill(word);
  await search.press("Enter");
  const status = visitor.getByRole("status").filter({ hasText: /Displaying results|No matching/ });
  await expect(status).toHaveText("Displaying results 1 - 1 of 1");
  const filters = visitor.getByRole("navigation", { name: "Document filters" });
  await filters.getByText("Product Sub-Type", { exact: true }).click();
  await filters.getByRole("link", { name: "Pocket 1 documents" }).click();
  await expect(visitor).toHaveURL(/Product_Sub-Type=Pocket/);
  await expect(visitor.getByRole("link", { name: `${word} Pocket Door Installation Guide`, exact: true })).toBeVisible();
  await visitor.close();
});

test("a sales user adds a dealer, and visitors find it on /find-a-dealer for its ZIP at once", async ({ page, browser, signIn }) => {
  const name = `North Star ${uniqueWord()} Openings`;
  await signIn("sales");
  await gotoHydrated(page, "/admin/dealers");
  await page.getByRole("link", { name: "Add a dealer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a dealer" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Street address" }).fill("12 Aurora Way");
  await page.getByRole("textbox", { name: "City" }).fill("Fairbanks");
  await page.getByRole("combobox", { name: "State or province" }).selectOption({ label: "Alaska (AK)" });
  await page.getByRole("textbox", { name: "ZIP or postal code" }).fill("99701");
  await page.getByRole("textbox", { name: "Phone" }).fill("(555) 010-0199");
  await page.getByRole("textbox", { name: "E-mail for leads" }).fill("leads@north-star.example");
  await page.getByRole("group", { name: "Product lines carried" }).getByLabel("Folding Doors").check();
  await page.getByRole("textbox", { name: "Miles around the dealer" }).fill("10");
  await page.getByRole("button", { name: "Add the dealer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The dealer is added." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const visitor = await browser.newPage();
  await gotoHydrated(visitor, "/find-a-dealer?near=99701&radius=25");
  await expect(visitor.getByRole("heading", { level: 3, name })).toBeVisible();
  await visitor.close();
});

test("a sales user finds a quote waiting for a dealer, reads its routing and gives it to the sales team by hand", async ({
  page,
  signIn,
  sendLead,
}) => {
  const surname = uniqueWord();
  // From Oceanside, CA, which the demo dealer Harborline Door Studio covers: the router offers it the lead.
  await sendLead("lac_request_quote", { ...validLeads.lac_request_quote, last_name: surname });
  await signIn("sales");

  await gotoHydrated(page, `/admin/leads?q=${surname}`);
  await page.getByRole("combobox", { name: /^Dealers/ }).selectOption({ label: "Waiting for a dealer" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/routing=waiting/);
  await expect(page.getByRole("status").filter({ hasText: "lead" })).toHaveText("1 lead");
  await page.getByRole("link", { name: `Ana ${surname}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ana ${surname}` })).toBeVisible();

  const routing = page.getByRole("region", { name: "Routing to dealers" });
  // The router takes the lead on within a moment of its arrival (and every 30 s).
  await expect(async () => {
    await page.reload();
    await expect(routing.getByText("Waiting for")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(routing.getByRole("link", { name: "Harborline Door Studio" }).first()).toHaveAttribute(
    "href",
    "/find-a-dealer/harborline-door-studio",
  );

  await routing.getByLabel("Give the lead to").selectOption({ label: "Sales team (no dealer)" });
  await routing.getByRole("button", { name: "Reassign" }).click();
  await expect(page.getByText("The lead is with the sales team now.")).toBeVisible();
  await expect(routing.getByText("In the sales inbox.")).toBeVisible();
  await expect(routing.getByText("gave the lead by hand to the sales team.")).toBeVisible();
  await expect(routing.getByText("was withdrawn")).toBeVisible();
});

// The service form, not the quote form the journey above sends: the two run side by side. A service
// lead of the other journeys comes from Billings, MT, which no dealer covers: it reaches the sales
// inbox whether its form routes or not.
test("an administrator switches the service form's routing to dealers off, and on again", async ({ page, signIn }) => {
  await signIn("admin");
  await gotoHydrated(page, "/admin/settings");
  const switches = page.getByRole("group", { name: "Route to dealers" });
  const service = switches.getByLabel("Customer Service Request");
  const save = page.getByRole("button", { name: "Save the routing" });
  await expect(service).toBeChecked();

  await service.uncheck();
  await save.click();
  await expect(page.getByText("Saved: the next leads of each form follow it")).toBeVisible();
  await gotoHydrated(page, "/admin/settings");
  await expect(service).not.toBeChecked();
  await expect(switches.getByLabel("Request a Quote")).toBeChecked();

  await service.check();
  await save.click();
  await expect(page.getByText("Saved: the next leads of each form follow it")).toBeVisible();
  await expect(service).toBeChecked();
});
