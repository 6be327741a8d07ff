import { existsSync } from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The Chromium the browser tests drive: CHROME_PATH, or Debian's package. */
export function findBrowser() {
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
