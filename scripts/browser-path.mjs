import { existsSync } from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The Chromium the browser tests drive: CHROME_PATH, or Debian's package. */
export function findBrowser() {
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** Headless Chromium flags for this machine: no sandbox as root, and no calls to the internet. */
export const browserArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];
