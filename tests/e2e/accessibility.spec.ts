import { expect, expectAccessible, test } from "./fixtures";

/** One page of every kind a visitor can reach (SPEC §2), each form included. */
const pageKinds = [
  "/",
  "/about",
  "/products/folding-doors",
  "/products/folding-doors/v2",
  "/support/technical-documents",
  "/image-gallery",
  "/video-gallery",
  "/video-gallery/v2-folding-door-overview",
  "/blog",
  "/blog/bringing-the-outdoors-in",
  "/search/folding",
  "/request-quote",
  "/request-service",
  "/contact-us",
  "/become-dealer",
  "/submit-your-project",
  "/find-a-dealer?near=92056&radius=100",
  "/find-a-dealer/harborline-door-studio",
  "/size-your-opening?width=196&height=96&unit=in",
];

// At phone width (the mobile project takes @phone tests), on a page of its own so the fixture's
// end-of-test check does not open every page a second time. At desktop width every one of these
// pages is visited, and so checked, by the other specs; a second pass there cost two minutes.
test("every kind of page has no serious or critical axe violation at phone width @phone", async ({ context, isMobile }) => {
  test.skip(!isMobile, "the desktop specs visit and check these pages");
  test.setTimeout(240_000);
  const page = await context.newPage();
  for (const url of pageKinds) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectAccessible(page);
  }
  await page.close();
});
