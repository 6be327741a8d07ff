import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]), Buffer.alloc(4000)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  Buffer.alloc(3000),
]);

/** Every required answer of the service request but the photos. */
async function fillTheRequest(page: Page) {
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Sam");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill("Lee");
  await page.getByLabel("Email").fill("sam@example.com");
  await page.getByLabel("Phone").fill("760.555.0101");
  await page.getByLabel("Address").fill("1 Main St");
  await page.getByLabel("City").fill("Oceanside");
  await page.getByLabel("State / Province").selectOption("CA");
  await page.getByLabel("ZIP / Postal code").fill("92056");
  await page.getByRole("group", { name: "I am a" }).getByLabel("Homeowner").check();
  await page.getByLabel("Dealer first name").fill("Dana");
  await page.getByLabel("Dealer last name").fill("Ng");
  await page.getByRole("group", { name: "The dealer is a" }).getByLabel("Installer").check();
  await page.getByRole("group", { name: "Is the product installed?" }).getByLabel("Yes").check();
  await page.getByLabel("Describe the problem").fill("The sill leaks in heavy rain.");
}

/** The form counts the time it was open: a bot's instant post is not a lead. */
async function waitOutTheFillTime(page: Page, openedAt: number) {
  const wait = openedAt + 3_200 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

test("a service request with two photos shows their previews and total, and is received", { tag: "@phone" }, async ({ page }) => {
  const openedAt = Date.now();
  await gotoHydrated(page, "/request-service");
  await expect(page.getByRole("heading", { level: 1, name: "Customer Service Request" })).toBeVisible();
  await expect(page.getByRole("link", { name: "installation guides" })).toHaveAttribute("href", "/support/installation");
  await expect(page.getByRole("link", { name: "technical documents", exact: true })).toHaveAttribute(
    "href",
    "/support/technical-documents",
  );
  await expect(page.getByText("Service outside the warranty carries a service fee.")).toBeVisible();

  await fillTheRequest(page);
  await page.getByLabel("Photos").setInputFiles([
    { name: "sill.jpg", mimeType: "image/jpeg", buffer: JPEG },
    { name: "door.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(page.getByRole("list", { name: "Selected photos" }).getByRole("img")).toHaveCount(2);
  await expect(page.getByText("2 selected, 7 KB in all.")).toBeVisible();
  await page.getByLabel("Video link").fill("https://youtu.be/example");

  await waitOutTheFillTime(page, openedAt);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  await expect(page.getByText("by the end of the next business day")).toBeVisible();
});

test("photos on a slow connection show the upload's progress, bytes sent of the total, then the thank-you", async ({ page }) => {
  const openedAt = Date.now();
  await gotoHydrated(page, "/request-service");
  await fillTheRequest(page);
  // 1.5 MB at 300 KB/s: about five seconds of upload to watch.
  await page
    .getByLabel("Photos")
    .setInputFiles([{ name: "sill.jpg", mimeType: "image/jpeg", buffer: Buffer.concat([JPEG, Buffer.alloc(1_500_000)]) }]);
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });

  await waitOutTheFillTime(page, openedAt);
  const lead = page.waitForResponse((response) => response.url().endsWith("/api/v1/forms/submit"));
  await page.getByRole("button", { name: "Submit" }).click();
  const bar = page.getByRole("progressbar", { name: /^Sending your photos: \d+% \([\d.]+ [KM]B of 1\.5 MB\)$/ });
  await expect(bar).toBeVisible();
  await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  await expect.poll(async () => Number(await bar.getAttribute("value")), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute("max"))).toBeGreaterThan(1_500_000);

  expect((await lead).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
