// Finds Chromium for the browser tests, installing Debian's package when we may; never
// downloads a browser from anywhere else.
import { spawnSync } from "node:child_process";
import { findBrowser } from "./browser-path.mjs";

function run(command, args) {
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status === 0;
}

if (!findBrowser()) {
  const canApt = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0;
  if (canApt) {
    console.log("Chromium not found: installing Debian's chromium package...");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"]);
  }
}
const browser = findBrowser();
if (!browser) {
  console.error(
    [
      "No Chromium found for the browser tests.",
      "  On Debian or Ubuntu: sudo apt-get install chromium",
      "  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/the/executable",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`Browser tests use ${browser}`);
