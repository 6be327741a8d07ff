// Look at a page as a visitor would: `node scripts/screenshot.mjs <url> <out.png> [width] [height] [--full]`.
// Scrolls through the page first so lazy images load, then captures it in Debian's Chromium.
import { chromium } from "playwright-core";
import { browserArgs, findBrowser } from "./browser-path.mjs";

const [url, out, width = "1440", height = "900", full] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [--full]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: findBrowser(),
  args: browserArgs,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: "networkidle" });
const pageHeight = await page.evaluate(() => document.body.scrollHeight);
for (let y = 0; y < pageHeight; y += Number(height) / 2) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForTimeout(100);
}
await page.evaluate(() => window.scrollTo(0, 0));
await page.waitForLoadState("networkidle");
await page.waitForTimeout(1200);
await page.screenshot({ path: out, fullPage: full === "--full" });
await browser.close();
console.log(`wrote ${out}`);
