import { expect, test } from "./fixtures";

test.describe("route table", () => {
  test("/products and /professionals answer 301 with their Location", async ({ request }) => {
    const products = await request.get("/products", { maxRedirects: 0 });
    expect(products.status()).toBe(301);
    expect(products.headers()["location"]).toBe("/products/folding-doors");
    const professionals = await request.get("/professionals", { maxRedirects: 0 });
    expect(professionals.status()).toBe(301);
    expect(professionals.headers()["location"]).toBe("/professionals/architects-designers-builders");
  });

  test("/404 renders the landing page component with status 404", async ({ page }) => {
    const response = await page.goto("/404");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("This opening leads nowhere");
  });

  test("a path with no content answers 404 with a helpful page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("the home page renders its hero", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Walls that open to the world outside");
  });
});

test("the search form without JavaScript lands on /search/{term}", async ({ request }) => {
  const response = await request.get("/search?q=folding%20doors", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/search/folding%20doors");
  const long = await request.get(`/search?q=${"a".repeat(10_000)}`, { maxRedirects: 0 });
  expect(long.status()).toBe(302);
  expect(long.headers()["location"]).toBe(`/search/${"a".repeat(200)}`);
});

test("the page's modules start as React Router writes them, and no font file holds up the first paint", async ({ request }) => {
  const html = await (await request.get("/support")).text();
  // Decision 0020: hydration is React Router's own, not started late by a rewrite of the page.
  expect(html).toContain('rel="modulepreload"');
  expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">/);
  const stylesheet = /<link[^>]+rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
  const css = await (await request.get(stylesheet)).text();
  expect(css).toContain("--font-sans");
  expect(css).not.toContain("@font-face");
});

test("pages with lazily loaded blocks are sent whole, with no placeholder that a script fills in later", async ({ request }) => {
  for (const path of ["/", "/blog/bringing-the-outdoors-in", "/learn/interactive-videos", "/about/contact", "/support/warranty"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("<!--$?-->");
    expect(html, path).not.toContain("<!--$!-->");
  }
});

test("a page preloads its modules and its lazily loaded blocks' code at low priority: hydration does not wait for them, nor the first paint for it", async ({
  page,
}) => {
  // Decision 0032: every module is asked for at low priority, after the stylesheet and the hero image.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ request }) => priorities.set(new URL(request.url).pathname, request.initialPriority));
  const response = await page.goto("/blog/bringing-the-outdoors-in");
  const html = (await response?.text()) ?? "";
  const preloads = [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)" nonce="[^"]+"\/>/g)].map(
    (match) => match[1],
  );
  expect(preloads).toHaveLength(html.split('rel="modulepreload"').length - 1);
  // The article's body is a blog_detail block, which the block registry loads lazily.
  const blogDetail = preloads.find((href) => /\/assets\/BlogDetail-[\w-]+\.js$/.test(href ?? ""));
  expect(blogDetail).toBeDefined();
  // Only the blocks the page shows: the home page's lazy carousel is not asked for here.
  expect(preloads.some((href) => /InteractiveFullBleedCarousel|MultiCarousel/.test(href ?? ""))).toBe(false);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
  expect(loaded).toContain(blogDetail);
  for (const href of preloads) expect(priorities.get(href ?? ""), href).toBe("Low");
  const stylesheet = /<link[^>]+rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(priorities.get(stylesheet)).toBe("VeryHigh");
});
