import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test, uniqueWord } from "./desk-fixtures";
import { expectAccessible } from "./fixtures";

// The page editor's safety nets (issue 38). In the "operations" project (playwright.config.ts): it
// signs staff in with accounts of their own, which the first administrator's journey must not find.

test.describe.configure({ timeout: 90_000 });

/** A new landing page of the editor's own, open in the page editor: its address. */
async function newPage(page: Page, title: string): Promise<string> {
  const path = `/about/${uniqueWord().toLowerCase()}`;
  await gotoHydrated(page, "/admin/content");
  await page.getByText("New page or article").click();
  await page.getByLabel("What it is").selectOption("landing_page");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Address" }).fill(path);
  await page.getByRole("button", { name: "Create the draft" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return path;
}

async function addBlock(page: Page, kind: string) {
  await page.getByRole("button", { name: "Add a block" }).click();
  await page
    .getByRole("dialog", { name: "Add a block" })
    .getByRole("button", { name: new RegExp(`^${kind}`) })
    .click();
}

test("leaving the page editor through the admin menu with unsaved changes asks first; Stay keeps them, Leave goes", async ({
  page,
  signIn,
}) => {
  await signIn("editor");
  await newPage(page, "A page to leave");
  const admin = page.getByRole("navigation", { name: "Admin" });
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  const title = page.getByRole("textbox", { name: "Title", exact: true });

  // Nothing changed: the menu just goes.
  await admin.getByRole("link", { name: "Media" }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await page.goBack();
  await expect(title).toHaveValue("A page to leave");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  await title.fill("A page with a new title");
  await admin.getByRole("link", { name: "Media" }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Stay" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/content\/\d+$/);
  await expect(title).toHaveValue("A page with a new title");

  await admin.getByRole("link", { name: "Media" }).click();
  await question.getByRole("button", { name: "Stay" }).click();
  await expect(title).toHaveValue("A page with a new title");

  // Saved, nothing is lost by leaving: no question.
  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
  await admin.getByRole("link", { name: "Content" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await page.goBack();
  await expect(title).toHaveValue("A page with a new title");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // Leave, with the keyboard: the change is gone, as the editor chose.
  await title.fill("A title nobody will see");
  await admin.getByRole("link", { name: "Content" }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(question.getByRole("button", { name: "Leave" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole("link", { name: "A page with a new title" })).toBeVisible();
});

test("a link to this site's own page is a plain link; another site's opens where the editor chose, nofollow only when ticked", async ({
  page,
  browser,
  signIn,
}) => {
  await signIn("editor");
  const path = await newPage(page, "Links done right");
  await addBlock(page, "Rich text");
  const text = page.getByRole("listitem", { name: /^Rich text/ }).locator('[contenteditable="true"]');
  const linkButton = page.getByRole("button", { name: "Link", exact: true });
  const address = page.getByLabel("Address of the link (empty removes it)");
  const newTab = page.getByRole("checkbox", { name: "Open in a new tab" });
  const nofollow = page.getByRole("checkbox", { name: "Ask search engines not to follow it (nofollow)" });

  await text.click();
  await page.keyboard.type("Our warranty");
  await page.keyboard.press("Shift+Home");
  await linkButton.click();
  await address.fill("/support/warranty");
  await expect(page.getByText("A page of this site: it opens in the same tab.")).toBeVisible();
  await expect(newTab).toHaveCount(0);
  await page.getByRole("button", { name: "Apply" }).click();
  // Back in the text, with the linked words still selected.
  await expect(text).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A partner");
  await page.keyboard.press("Shift+Home");
  await linkButton.click();
  await address.fill("https://partner.example/");
  await expect(newTab).not.toBeChecked();
  await expect(nofollow).not.toBeChecked();
  await newTab.check();
  await page.getByRole("button", { name: "Apply" }).click();
  // Back in the text, with the linked words still selected.
  await expect(text).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A paid review");
  await page.keyboard.press("Shift+Home");
  await linkButton.click();
  await address.fill("https://reviews.example/");
  await nofollow.check();
  await page.getByRole("button", { name: "Apply" }).click();

  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: visitors see it now." })).toBeVisible();

  // What visitors get is what the server kept.
  const visitor = await browser.newPage();
  await visitor.goto(path, { waitUntil: "domcontentloaded" });
  const own = visitor.getByRole("link", { name: "Our warranty" });
  await expect(own).toHaveAttribute("href", "/support/warranty");
  await expect(own).not.toHaveAttribute("target", /./);
  await expect(own).not.toHaveAttribute("rel", /./);
  const partner = visitor.getByRole("link", { name: "A partner" });
  await expect(partner).toHaveAttribute("target", "_blank");
  await expect(partner).toHaveAttribute("rel", "noopener");
  const review = visitor.getByRole("link", { name: "A paid review" });
  await expect(review).not.toHaveAttribute("target", /./);
  await expect(review).toHaveAttribute("rel", "nofollow");
  await visitor.close();
});

test("a new page's address is suggested from its title until the editor writes their own", async ({ page, signIn }) => {
  await signIn("editor");
  await gotoHydrated(page, "/admin/content");
  await page.getByText("New page or article").click();
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const address = page.getByRole("textbox", { name: "Address" });
  await page.getByLabel("What it is").selectOption("blog");
  await title.fill("Choosing a Folding Door");
  await expect(address).toHaveValue("/blog/choosing-a-folding-door");
  await page.getByLabel("What it is").selectOption("landing_page");
  await expect(address).toHaveValue("/choosing-a-folding-door");
  await address.fill("/about/my-own-address");
  await title.fill("Choosing a sliding door");
  await expect(address).toHaveValue("/about/my-own-address");
});

test("a landing page without a main heading warns before publishing; once published it can be viewed on the site; history comes before delete", async ({
  page,
  signIn,
}) => {
  await signIn("editor");
  const path = await newPage(page, "A page with a heading");
  const warning = page.getByRole("note").filter({ hasText: "This page has no main heading (H1)" });
  const viewOnSite = page.getByRole("link", { name: "View on site (in a new tab)" });
  await expect(warning).toBeVisible();
  await expect(viewOnSite).toHaveCount(0);

  await addBlock(page, "Section header");
  await page
    .getByRole("listitem", { name: /^Section header/ })
    .getByRole("textbox", { name: "Heading", exact: true })
    .fill("Cook where the garden starts");
  // Unsaved changes would not be published: publishing waits for the save.
  const publish = page.getByRole("button", { name: "Publish the draft" });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(/Save the draft first/);
  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await expect(publish).toBeEnabled();

  await page.getByRole("button", { name: "Publish the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: visitors see it now." })).toBeVisible();
  await expect(viewOnSite).toHaveAttribute("href", path);
  await expect(viewOnSite).toHaveAttribute("target", "_blank");

  const history = await page.getByRole("heading", { name: "History" }).boundingBox();
  const remove = await page.getByRole("button", { name: "Delete the page" }).boundingBox();
  expect(history!.y).toBeLessThan(remove!.y);
});

test("the preview beside the blocks shows a change as it is typed, before saving; a block clicked there opens its fields, and the block being edited is outlined there", async ({
  page,
  signIn,
}) => {
  await signIn("editor");
  await newPage(page, "A page seen as it is typed");
  await addBlock(page, "Section header");
  await addBlock(page, "Rich text");
  const preview = page.getByRole("region", { name: "Preview" });
  const frame = page.frameLocator('iframe[title="Preview of A page seen as it is typed"]:not(.invisible)');
  await expect(preview.getByRole("button", { name: /^Desktop/ })).toHaveAttribute("aria-pressed", "true");

  const header = page.getByRole("listitem", { name: /^Section header/ });
  await header.getByRole("textbox", { name: "Heading", exact: true }).fill("Cook where the garden starts");
  // Timed in the page, frame by frame: the shown preview has the words within a second of typing them.
  const shownAfter = await page.evaluate(async (words) => {
    const typedAt = performance.now();
    const shown = () =>
      [...document.querySelectorAll("iframe")].some(
        (frame) => !frame.classList.contains("invisible") && frame.contentDocument?.body?.textContent?.includes(words),
      );
    while (!shown() && performance.now() - typedAt < 5_000) await new Promise(requestAnimationFrame);
    return performance.now() - typedAt;
  }, "Cook where the garden starts");
  // A quarter of a second of quiet, then the page drawn afresh by the server.
  expect(shownAfter).toBeLessThan(1_000);
  await expect(frame.getByText("Cook where the garden starts")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();

  // The block being edited is outlined in the page.
  const headerMark = frame.locator("[data-block]").first();
  await expect(headerMark.locator("> *").first()).toHaveCSS("outline-style", "solid");

  // A click on the rich text in the page opens its fields, with the focus in them.
  const richText = page.getByRole("listitem", { name: /^Rich text/ });
  await richText.locator('[contenteditable="true"]').click();
  await page.keyboard.type("Folding walls open the kitchen to the terrace.");
  await expect(frame.getByText("Folding walls open the kitchen to the terrace.")).toBeVisible();
  await richText.getByRole("button", { name: /^2\. Rich text/ }).click();
  await expect(richText.locator('[contenteditable="true"]')).toHaveCount(0);
  await frame.getByText("Folding walls open the kitchen to the terrace.").click();
  await expect(richText.locator('[contenteditable="true"]')).toBeFocused();
  await expect(frame.locator("[data-block]").nth(1).locator("> *").first()).toHaveCSS("outline-style", "solid");
  await expect(headerMark.locator("> *").first()).toHaveCSS("outline-style", "none");

  // At a phone's width the page is drawn for a phone; nothing was saved on the way.
  await preview.getByRole("button", { name: /^Phone/ }).click();
  await expect(page.locator('iframe[title="Preview of A page seen as it is typed"]:not(.invisible)')).toHaveAttribute(
    "style",
    /width: 390px/,
  );
  await expect(page.getByText(/· revision 1 ·/)).toBeVisible();
});

test.describe("in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("an editor schedules a page on their own clock, with the zone shown, and the list says Scheduled with the time", async ({
    page,
    signIn,
  }) => {
    await signIn("editor");
    const path = await newPage(page, "A page for June");
    const year = new Date().getUTCFullYear() + 1;
    await expect(page.getByText("In your time zone, America/Los_Angeles.")).toBeVisible();
    await page.getByLabel("Or publish at").fill(`${year}-06-01T09:00`);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Scheduled: the draft goes live by itself" })).toBeVisible();
    // 09:00 in Los Angeles in June is 16:00 UTC.
    const when = page.getByText("The draft goes live by itself on").locator("time");
    await expect(when).toHaveAttribute("datetime", `${year}-06-01T16:00:00.000Z`);
    await expect(when).toHaveText(`Jun 1, ${year}, 9:00 AM PDT (America/Los_Angeles)`);

    await gotoHydrated(page, `/admin/content?q=${encodeURIComponent(path)}`);
    const row = page.getByRole("row").filter({ hasText: path });
    await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(row.locator(`time[datetime="${year}-06-01T16:00:00.000Z"]`)).toHaveText(`Jun 1, ${year}, 4:00 PM UTC`);
  });
});

test.describe("in Kolkata (UTC+05:30)", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("compare shows the words an editor changed, marked, block by block; autosaves are one row of the history and say when they saved", async ({
    page,
    signIn,
  }) => {
    // The autosave waits for 15 s without typing: the page's clock jumps them.
    await page.clock.install();
    await signIn("editor");
    await newPage(page, "Words that changed");
    await addBlock(page, "Rich text");
    const text = page.getByRole("listitem", { name: /^Rich text/ }).locator('[contenteditable="true"]');
    const save = page.getByRole("button", { name: "Save the draft" });
    await text.click();
    await page.keyboard.type("Our doors fold away in seconds.");
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
    await text.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Our doors slide open in seconds.");
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();

    await page.getByRole("combobox", { name: "Compare" }).selectOption("2");
    await page.getByRole("combobox", { name: "with" }).selectOption("3");
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    const comparison = page.getByRole("region", { name: "From revision 2 to revision 3" });
    const block = comparison.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Rich text/ }) });
    await expect(block.getByRole("heading")).toHaveText(/Block 1, changed/);
    await expect(block.getByRole("definition")).toHaveText("Our doors removed: fold away added: slide open in seconds.");
    const removed = block.locator("del");
    const added = block.locator("ins");
    await expect(removed).toHaveText("removed: fold away");
    await expect(added).toHaveText("added: slide open");
    await expect(removed).toHaveCSS("text-decoration-line", "line-through");
    await expect(added).toHaveCSS("text-decoration-line", "underline");
    await expect(comparison).not.toContainText("<p>");

    // Two autosaves with nothing between them: one row of the history, the time on the editor's clock.
    const revisions = page
      .getByRole("region", { name: "History" })
      .getByRole("listitem")
      .filter({ hasText: /^Revision \d+/ });
    const status = page.getByRole("status").filter({ hasText: /^Saved \d\d:\d\d$/ });
    await text.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" Made to measure.");
    await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
    await page.clock.fastForward(16_000);
    await expect(status).toBeVisible();
    await expect(revisions.filter({ hasText: "Autosaved" })).toHaveCount(1);
    await page.keyboard.type(" In any size.");
    await page.clock.fastForward(16_000);
    await expect(status).toBeVisible();
    await expect(revisions.first()).toContainText("Revision 5");
    await expect(revisions.filter({ hasText: "Autosaved" })).toHaveCount(1);
    await expect(revisions.filter({ hasText: "Saved the draft" })).toHaveCount(2);

    const savedAt = new Date((await status.locator("time").getAttribute("datetime")) ?? "");
    const inKolkata = new Date(savedAt.getTime() + 330 * 60_000);
    const clock = `${String(inKolkata.getUTCHours()).padStart(2, "0")}:${String(inKolkata.getUTCMinutes()).padStart(2, "0")}`;
    await expect(status).toHaveText(`Saved ${clock}`);

    // The editor's own save after their autosaves goes through, as a revision of its own.
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
    await expect(revisions.first()).toContainText("Revision 6");
    await expect(revisions.filter({ hasText: "Saved the draft" })).toHaveCount(3);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("an open block with its formatting toolbar keeps the page editor within the phone's width", async ({ page, signIn }) => {
    await signIn("editor");
    await newPage(page, "A page edited on a phone");
    await addBlock(page, "Rich text");
    const block = page.getByRole("listitem", { name: /^Rich text/ });
    await block.locator('[contenteditable="true"]').click();
    // The block's header shows its first words: a long first sentence must not widen the page.
    await page.keyboard.type("Folding glass walls open the living room to the garden, from wall to wall, in one move.");
    await expect(block.getByRole("toolbar", { name: /^Formatting/ })).toBeVisible();
    await expect(block.getByRole("button", { name: /^Remove/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("two members of staff on one page: each sees the other editing; a save refused for theirs shows both versions side by side, keeps what was typed, and Keep my version saves it; Take theirs reloads theirs", async ({
  page,
  browser,
  signIn,
  staffSession,
}) => {
  const eli = await signIn("editor");
  await newPage(page, "A page for two");
  const address = page.url();

  const other = await browser.newContext();
  const { member: ada, cookies } = await staffSession("admin");
  await other.addCookies(cookies);
  const adas = await other.newPage();
  try {
    await gotoHydrated(adas, address);
    await expect(adas.getByRole("status").filter({ hasText: `${eli.name} (since` })).toContainText("is editing this page");
    // Eli's page hears of Ada at its next beat, without a reload.
    await expect(page.getByRole("status").filter({ hasText: `${ada.name} (since` })).toContainText("is editing this page", {
      timeout: 20_000,
    });

    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.fill("The title Eli wants");
    await adas.getByRole("textbox", { name: "Title", exact: true }).fill("The title Ada wants");
    await adas.getByRole("button", { name: "Save the draft" }).click();
    await expect(adas.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();

    await page.getByRole("button", { name: "Save the draft" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Someone saved this page after you opened it" })).toBeVisible();
    const conflict = page.getByRole("region", { name: new RegExp(`^${ada.name} saved this page on`) });
    const titleRow = conflict.getByRole("row", { name: /^Title/ });
    await expect(titleRow.getByRole("cell")).toHaveText(["The title Eli wants", "The title Ada wants"]);
    await expect(title).toHaveValue("The title Eli wants");
    await expectAccessible(page);

    await conflict.getByRole("button", { name: "Keep my version" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
    await expect(conflict).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The title Eli wants");
    await expect(title).toHaveValue("The title Eli wants");

    // Ada's form is still on her revision: her next save meets Eli's, and she takes his.
    const adasTitle = adas.getByRole("textbox", { name: "Title", exact: true });
    await adasTitle.fill("Ada's second thought");
    await adas.getByRole("button", { name: "Save the draft" }).click();
    const adasConflict = adas.getByRole("region", { name: new RegExp(`^${eli.name} saved this page on`) });
    await adasConflict.getByRole("button", { name: "Take theirs" }).click();
    const question = adas.getByRole("dialog", { name: "Take their version?" });
    await question.getByRole("button", { name: "Take theirs" }).click();
    await expect(adasTitle).toHaveValue("The title Eli wants");
    await expect(adasConflict).toHaveCount(0);

    // Ada leaves: her goodbye clears the notice at Eli's next beat, long before she would expire.
    await adas.close();
    await expect(page.getByRole("status").filter({ hasText: "is editing this page" })).toHaveCount(0, { timeout: 20_000 });
  } finally {
    await other.close();
  }
});

test("an image's focal point is set on its library page by a click and the arrow keys, and comes along into a block, whose preview keeps it in view", async ({
  page,
  signIn,
}) => {
  await signIn("editor");
  const name = `focal-${uniqueWord().toLowerCase()}`;
  await gotoHydrated(page, "/admin/media");
  await page.getByLabel("Alt text of an image").fill("A terrace door open onto a garden");
  await page.getByLabel("Upload a file").setInputFiles({
    name: `${name}.jpg`,
    mimeType: "image/jpeg",
    buffer: readFileSync(".data/e2e-storage/media/company/careers-hero.jpg"),
  });
  await expect(page).toHaveURL(/\/admin\/media\/\d+/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // A click a quarter across and three quarters down, then one step right with the keyboard.
  const picture = page.getByRole("group", { name: /^Focal point on the picture/ });
  await expect(picture).toHaveAccessibleName("Focal point on the picture: the centre");
  // Measured once the picture has its size: before it loads, the box is not the picture's.
  await picture.locator("img").evaluate((image: HTMLImageElement) => image.decode());
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(page.getByRole("spinbutton", { name: "Across (%)" })).toHaveValue("25");
  await expect(page.getByRole("spinbutton", { name: "Down (%)" })).toHaveValue("75");
  await picture.press("ArrowRight");
  await expect(picture).toHaveAccessibleName("Focal point on the picture: 26% across, 75% down");
  await expect(picture.locator("[data-focal-marker]")).toHaveAttribute("style", "left: 26%; top: 75%;");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("spinbutton", { name: "Across (%)" })).toHaveValue("26");
  await expectAccessible(page);

  await newPage(page, "A hero kept in view");
  await addBlock(page, "Large hero");
  const hero = page.getByRole("listitem", { name: /^Large hero/ });
  await hero.getByRole("textbox", { name: "Heading", exact: true }).fill("Cook where the garden starts");
  await hero.getByRole("button", { name: "Choose from the media library" }).click();
  await page
    .getByRole("dialog", { name: "Choose from the media library" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
  await expect(hero.getByRole("group", { name: "Focal point" }).getByRole("spinbutton").first()).toHaveValue("26");
  const frame = page.frameLocator('iframe[title="Preview of A hero kept in view"]:not(.invisible)');
  await expect(frame.getByRole("img", { name: "A terrace door open onto a garden" })).toHaveCSS("object-position", "26% 75%");
});
