import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { linkFrom } from "./control";
import { adminExpect as expect, gotoHydrated, test } from "./fixtures";

// One accounts table and one edited page for the whole run: these journeys run in order, once,
// on the desktop project. The first administrator must come first, while no account exists.
const ownerPassword = "three unrelated words here";
// A visitor's page is read once its HTML is in: its photographs, resized on their first request,
// can take longer than a journey on a busy machine (the "load" event waits for them).
const htmlIn = { waitUntil: "domcontentloaded" } as const;
const editorPassword = "an editor's long passphrase";

/** The editor signed in, on the gallery's form for a new image. */
async function newGalleryImageAsEditor(page: Page) {
  await gotoHydrated(page, "/admin/sign-in");
  await page.getByLabel("E-mail address").fill("erin@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(editorPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Galleries" }).click();
  await page.getByRole("link", { name: "Add an image" }).click();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test.describe("the admin", () => {
  // A retry would start again from the first administrator, who exists after the first attempt;
  // and not retried, a journey must not fail for a busy machine: each takes 20 to 60 s on two
  // shared cores, with axe on every admin page it opened (fixtures.ts).
  test.describe.configure({ mode: "serial", retries: 0, timeout: 90_000 });

  test("the first administrator sets a password from the setup link, signs out, and signs in again with the keyboard", async ({ page }) => {
    const started = Date.now();
    await gotoHydrated(page, await linkFrom("/staff/setup-link"));
    await expect(page.getByRole("heading", { name: "Create the first administrator" })).toBeVisible();
    await page.getByLabel("Your name").fill("Olivia Owner");
    await page.getByLabel("E-mail address").fill("olivia@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(ownerPassword);
    await page.getByLabel("Repeat the password").fill("not the same at all");
    await page.getByRole("button", { name: "Create the account" }).click();
    await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
    await page.getByLabel("Repeat the password").fill(ownerPassword);
    await page.getByRole("button", { name: "Create the account" }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByText("Olivia Owner · Administrator")).toBeVisible();
    // The first administrator starts on what the new site still needs, each step with its state and its screen.
    const checklist = page.getByRole("region", { name: "Getting the site ready" });
    await expect(checklist.getByRole("listitem").filter({ hasText: "Invite the team" })).toContainText("Not done");
    await expect(checklist.getByRole("link", { name: "Open Users" })).toHaveAttribute("href", "/admin/users");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Site" })).toHaveCount(0);
    test.info().annotations.push({ type: "seconds to the first administrator", description: ((Date.now() - started) / 1000).toFixed(1) });

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await gotoHydrated(page, "/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);

    await page.getByLabel("E-mail address").focus();
    await page.keyboard.type("olivia@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("a wrong password");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or the password is not right.");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(ownerPassword);
    await page.getByRole("textbox", { name: "Password", exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Olivia Owner · Administrator")).toBeVisible();

    await gotoHydrated(page, await linkFrom("/staff/setup-link").catch(() => "/admin/setup?token=used"));
    await expect(page.getByRole("heading", { name: "This setup link is not valid" })).toBeVisible();
  });

  test("an invited editor sets a password, finds a page, changes it as a draft, previews and publishes it", async ({ page, context }) => {
    const started = Date.now();
    await gotoHydrated(
      page,
      await linkFrom(`/staff?${new URLSearchParams({ email: "erin@example.com", name: "Erin Editor", role: "editor" })}`),
    );
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(editorPassword);
    await page.getByLabel("Repeat the password").fill(editorPassword);
    await page.getByRole("button", { name: "Save the password" }).click();
    await expect(page.getByText("Erin Editor · Editor")).toBeVisible();

    await page.getByRole("link", { name: "Content" }).click();
    await page.getByLabel("Title or path").fill("why-lacantina");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("1 entry")).toBeVisible();
    await page.getByRole("table").getByRole("link").first().click();

    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.fill("Why architects choose LaCantina");
    await page.getByRole("textbox", { name: "Title in search results" }).fill("Why architects choose LaCantina | LaCantina Doors");
    await page.getByRole("button", { name: "Save the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Why architects choose LaCantina");

    const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: /Preview the draft/ }).click()]);
    await expect(preview).toHaveTitle(/Why architects choose LaCantina/);
    await preview.close();
    const visitorBefore = await context.browser()?.newPage();
    await visitorBefore?.goto("/about/why-lacantina", htmlIn);
    await expect(visitorBefore!).not.toHaveTitle(/Why architects choose LaCantina/);
    await visitorBefore?.close();

    await page.getByRole("button", { name: "Publish the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published: visitors see it now." })).toBeVisible();
    const visitor = await context.browser()?.newPage();
    await visitor?.goto("/about/why-lacantina", htmlIn);
    await expect(visitor!).toHaveTitle(/Why architects choose LaCantina/);
    await visitor?.close();
    test
      .info()
      .annotations.push({ type: "seconds from invitation to a published change", description: ((Date.now() - started) / 1000).toFixed(1) });
  });

  test("an editor uploads a photograph, builds a new page from blocks with it, reorders them with the keyboard, previews, publishes it, and restores an earlier version", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const started = Date.now();
    await gotoHydrated(page, "/admin/sign-in");
    await page.getByLabel("E-mail address").fill("erin@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(editorPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Erin Editor · Editor")).toBeVisible();

    // A photograph for the hero, into the media library first.
    await page.getByRole("link", { name: "Media" }).click();
    await page.getByLabel("Alt text of an image").fill("A kitchen opening onto a garden through folding doors");
    await page.getByLabel("Upload a file").setInputFiles({
      name: "outdoor-kitchen.jpg",
      mimeType: "image/jpeg",
      buffer: readFileSync(".data/e2e-storage/media/company/careers-hero.jpg"),
    });
    await expect(page).toHaveURL(/\/admin\/media\/\d+/);

    await page.getByRole("link", { name: "Content" }).click();
    await page.getByText("New page or article").click();
    await page.getByLabel("What it is").selectOption("landing_page");
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Outdoor kitchens");
    await page.getByRole("textbox", { name: "Address" }).fill("/about/outdoor-kitchens");
    await page.getByRole("button", { name: "Create the draft" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outdoor kitchens");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    const addBlock = async (kind: string) => {
      await page.getByRole("button", { name: "Add a block" }).click();
      await page
        .getByRole("dialog", { name: "Add a block" })
        .getByRole("button", { name: new RegExp(`^${kind}`) })
        .click();
    };
    const block = (name: RegExp) => page.getByRole("listitem", { name });

    await addBlock("Large hero");
    const hero = block(/^Large hero/);
    await hero.getByRole("textbox", { name: "Heading", exact: true }).fill("Cook where the garden starts");
    await hero.getByRole("button", { name: "Choose from the media library" }).click();
    await page
      .getByRole("dialog", { name: "Choose from the media library" })
      .getByRole("button", { name: /outdoor-kitchen/ })
      .click();
    await expect(hero.getByLabel("Image file")).toHaveValue(/^\/media\/library\/outdoor-kitchen/);
    await expect(hero.getByLabel("Alternative text")).toHaveValue("A kitchen opening onto a garden through folding doors");

    await addBlock("Two columns");
    const columns = block(/^Two columns/);
    await columns.getByRole("group", { name: "Left column" }).getByRole("textbox", { name: "Heading", exact: true }).fill("Inside");
    await columns.getByRole("group", { name: "Right column" }).getByRole("textbox", { name: "Heading", exact: true }).fill("Outside");

    await addBlock("Questions and answers");
    const faq = block(/^Questions and answers/);
    await faq.getByRole("button", { name: "Add a question" }).click();
    await faq.getByLabel("Question", { exact: true }).fill("Can the doors stay open in the rain?");
    await faq.locator('[contenteditable="true"]').click();
    await page.keyboard.type("Yes: the sill keeps water out.");

    await page.getByRole("button", { name: "Save the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();

    // Keyboard only: the questions go above the columns.
    const handle = page.getByRole("button", { name: "Drag to move: Questions and answers (block 3 of 3)" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText("Questions and answers (block 3) is over Two columns (block 2).")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByRole("listitem", { name: /\(block \d of 3\)$/ })).toHaveText([
      /^⠿1\. Large hero/,
      /^⠿2\. Questions and answers/,
      /^⠿3\. Two columns/,
    ]);
    await page.getByRole("button", { name: "Save the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();

    // On a wide screen the page shows beside its blocks by itself.
    await expect(page.getByRole("button", { name: "Preview", exact: true })).toHaveAttribute("aria-pressed", "true");
    const preview = page.frameLocator('iframe[title^="Preview of"]:not(.invisible)');
    await expect(preview.getByRole("heading", { name: "Cook where the garden starts" })).toBeVisible();

    await page.getByRole("button", { name: "Publish the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published: visitors see it now." })).toBeVisible();
    test
      .info()
      .annotations.push({ type: "seconds to build and publish a new page", description: ((Date.now() - started) / 1000).toFixed(1) });

    const visitor = await context.browser()!.newPage();
    await visitor.goto("/about/outdoor-kitchens", htmlIn);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Cook where the garden starts");
    const text = await visitor.locator("main").innerText();
    expect(text.indexOf("Can the doors stay open in the rain?")).toBeLessThan(text.indexOf("Outside"));
    // The answer typed in the rich text editor reaches visitors (inside its closed question too).
    await expect(visitor.locator("main")).toContainText("Yes: the sill keeps water out.");

    // A change, then back to the published revision.
    await page.getByRole("button", { name: /^1\. Large hero/ }).click();
    await block(/^Large hero/)
      .getByRole("textbox", { name: "Heading", exact: true })
      .fill("A title nobody wanted");
    await page.getByRole("button", { name: "Save the draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
    const published = page.getByRole("listitem").filter({ hasText: "Published" }).first();
    await published.getByRole("button", { name: /Restore as the draft/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "The earlier revision is the draft now." })).toBeVisible();
    await page.getByRole("button", { name: /^1\. Large hero/ }).click();
    await expect(block(/^Large hero/).getByRole("textbox", { name: "Heading", exact: true })).toHaveValue("Cook where the garden starts");
    await visitor.reload(htmlIn);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Cook where the garden starts");
    await visitor.close();
  });

  test("an editor adds a photograph of the media library to the image gallery, and visitors find it in the lightbox", async ({
    page,
    context,
  }) => {
    await newGalleryImageAsEditor(page);

    // The photograph the editor uploaded to the library earlier, with its alt text.
    await page.getByRole("button", { name: "Choose from the media library" }).click();
    await page
      .getByRole("dialog", { name: "Choose from the media library" })
      .getByRole("button", { name: /outdoor-kitchen/ })
      .click();
    await expect(page.getByRole("textbox", { name: "Alt text" })).toHaveValue("A kitchen opening onto a garden through folding doors");
    await page.getByRole("textbox", { name: "Title" }).fill("Garden Kitchen Pavilion");
    await page.getByRole("button", { name: "Add to the gallery" }).click();
    await expect(page.getByText("Choose at least one category.")).toBeVisible();
    await page.getByRole("checkbox", { name: "Resort-Hotel" }).check();
    await page.getByRole("button", { name: "Add to the gallery" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added: it is in the gallery now." })).toBeVisible();

    const visitor = await context.browser()!.newPage();
    await gotoHydrated(visitor, "/image-gallery/category/resort-hotel");
    await visitor.getByRole("button", { name: "Garden Kitchen Pavilion: view larger" }).click();
    await expect(visitor.getByRole("dialog")).toContainText("Garden Kitchen Pavilion");
    await expect(visitor.getByRole("dialog").getByRole("img")).toHaveAttribute(
      "alt",
      "A kitchen opening onto a garden through folding doors",
    );
    await visitor.close();
  });

  test("an editor picks one of the site's own photos from the library, and uploads another from the picker, chosen at once", async ({
    page,
  }) => {
    await newGalleryImageAsEditor(page);

    // The demo's product photographs are in the library from the start, described as the catalogue describes them.
    await page.getByRole("button", { name: "Choose from the media library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose from the media library" });
    await picker.getByRole("searchbox").fill("Folding doors: wood");
    await picker.getByRole("button", { name: /^Folding doors: wood/ }).click();
    await expect(page.getByRole("textbox", { name: "Alt text" })).not.toHaveValue("");

    // A new photograph, described and uploaded from the picker itself, is the one chosen.
    await page.getByRole("button", { name: "Choose from the media library" }).click();
    await picker.getByText("Upload a new image").click();
    await picker.getByRole("textbox", { name: "Alt text of an image" }).fill("A pergola over a terrace beside open sliding doors");
    await picker.locator('input[type="file"]').setInputFiles({
      name: "pergola.jpg",
      mimeType: "image/jpeg",
      buffer: readFileSync(".data/e2e-storage/media/company/careers-hero.jpg"),
    });
    await expect(picker).toBeHidden();
    await expect(page.getByText("Chosen: pergola")).toBeVisible();
  });

  // Other browser tests read the header's phone number meanwhile: this journey adds to the footer
  // instead (settings.site.test.ts changes the phone number over HTTP).
  test("the administrator adds a social profile, and visitors find it in the footer at once", async ({ page, context }) => {
    await gotoHydrated(page, "/admin/sign-in");
    await page.getByLabel("E-mail address").fill("olivia@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(ownerPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("textbox", { name: "Network 7" }).fill("Houzz");
    await page.getByRole("textbox", { name: "Profile address 7" }).fill("houzz.com/pro/lacantina");
    await page.getByRole("button", { name: "Save the company facts" }).click();
    await expect(page.getByRole("alert")).toHaveText("Some fields need a change. Nothing was saved.");
    await expect(page.getByText("Give an address that starts with https://.")).toBeVisible();
    await page.getByRole("textbox", { name: "Profile address 7" }).fill("https://www.houzz.com/pro/lacantina");
    await page.getByRole("button", { name: "Save the company facts" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: every page shows the new facts now." })).toBeVisible();

    const visitor = await context.browser()!.newPage();
    await visitor.goto("/about", htmlIn);
    const houzz = visitor.getByRole("contentinfo").getByRole("link", { name: "Houzz (opens in a new tab)" });
    await expect(houzz).toHaveAttribute("href", "https://www.houzz.com/pro/lacantina");
    await visitor.close();
  });
});
