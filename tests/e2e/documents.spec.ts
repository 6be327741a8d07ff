import { readFile } from "node:fs/promises";
import { zipEntryNames } from "../support/zip";
import { expect, gotoHydrated, test } from "./fixtures";

test("technical documents: filters, search and wrapping pagination re-query without a full reload", async ({ page }) => {
  // axe then checks each of the four result pages visited, on a machine shared with other runs.
  test.setTimeout(60_000);
  await gotoHydrated(page, "/support/technical-documents");
  const status = page.getByRole("status").filter({ hasText: /Displaying results|No matching/ });
  await expect(status).toHaveText(/^Displaying results 1 - 20 of \d{3}$/);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const filters = page.getByRole("navigation", { name: "Document filters" });
  await filters.getByRole("link", { name: /^Folding \d+ documents$/ }).click();
  await expect(page).toHaveURL(/\?Product_Type=Folding$/);
  await expect(status).toHaveText("Displaying results 1 - 20 of 112");
  await expect(filters.getByRole("link", { name: "Folding (selected) 112 documents" })).toBeVisible();

  // Previous on the first page wraps to the last, Next on the last to the first.
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\?Product_Type=Folding&page=6$/);
  await expect(status).toHaveText("Displaying results 101 - 112 of 112");
  await expect(pagination.getByRole("link", { name: "Page 6" })).toHaveAttribute("aria-current", "page");
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(status).toHaveText("Displaying results 1 - 20 of 112");

  // A search keeps the filters and starts paging over.
  const search = page.getByRole("searchbox", { name: "Search documents" });
  await search.fill("warranty");
  await search.press("Enter");
  await expect(page).toHaveURL(/\?term=warranty&Product_Type=Folding$/);
  await expect(status).toHaveText(/^Displaying results 1 - \d+ of \d+$/);
  await expect(page.getByRole("link", { name: "Wood Folding Door Warranty", exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test(
  "the pagination keeps Previous, the pages around the current one and Next on one line, on a phone too",
  { tag: "@phone" },
  async ({ page, isMobile }) => {
    await page.goto("/support/technical-documents?page=3");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const top = async (name: string) => (await pagination.getByRole("link", { name, exact: true }).boundingBox())?.y;
    expect(await top("Next")).toBe(await top("Previous"));
    await expect(pagination.getByRole("link", { name: /^Page \d+$/ })).toHaveText(isMobile ? ["2", "3", "4"] : ["1", "2", "3", "4", "5"]);
  },
);

test("Download All on the warranty page saves a zip of the group's documents as the browser's own download", async ({ page }) => {
  await gotoHydrated(page, "/support/warranty");
  const group = page.locator("section", { has: page.getByRole("heading", { name: "Warranty Documents" }) });
  const rows = group.getByRole("link", { name: /Warranty/ });
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const button = group.getByRole("button", { name: "Download All" });
  const download = page.waitForEvent("download");
  const zipRequest = page.waitForRequest((request) => request.url().endsWith("/ES/documents/zip"));
  await button.click();
  // A form post the browser downloads itself (its own progress), not a fetch held in page memory.
  expect((await zipRequest).resourceType()).toBe("document");
  const file = await download;
  expect(file.suggestedFilename()).toBe("Warranty Documents.zip");
  const names = await zipEntryNames(await readFile((await file.path())!));
  expect(names).toHaveLength(count);
  expect(names.every((name) => name.endsWith(".pdf"))).toBe(true);
  await expect(button).toBeEnabled();
});

test.describe("with statistics consent", () => {
  test.use({ consentChoice: { preferences: false, statistics: true, marketing: false } });

  test("the PDF viewer renders page 1 of a demo PDF with pdf.js and pages through it", async ({ page }) => {
    await gotoHydrated(page, "/pdfViewer?pdf=%2Fmedia%2Fdocuments%2Fwood-folding-door-brochure.pdf&title=Wood+Folding+Door+Brochure");
    await expect(page.getByRole("heading", { level: 1, name: "Wood Folding Door Brochure" })).toBeVisible();
    const canvas = page.getByRole("img", { name: "Wood Folding Door Brochure, page 1 of 3" });
    await expect(canvas).toBeVisible();
    // Rendered: the canvas holds dark text pixels, not only white paper.
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const data = element.getContext("2d")!.getImageData(0, 0, element.width, element.height).data;
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i]! < 100) dark += 1;
          return dark;
        }),
      )
      .toBeGreaterThan(500);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText("Page 2 of 3")).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      "/media/documents/wood-folding-door-brochure.pdf",
    );
  });
});
