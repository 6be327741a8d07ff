// The production server in this process: what `npm start`'s supervisor (scripts/start.mjs) runs.
import { existsSync, symlinkSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { COULD_NOT_START } from "./restart-policy.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server/index.js");

// The server build imports its dependencies by name, and Node looks for them in node_modules beside
// and above the build: a build outside the checkout finds the checkout's through a link.
const outsideCheckout = path.relative(process.cwd(), buildDir).startsWith("..");
const besideBuild = path.join(buildDir, "node_modules");

process.env.NODE_ENV ??= "production";
try {
  if (outsideCheckout && !existsSync(besideBuild)) symlinkSync(path.resolve("node_modules"), besideBuild, "dir");
  const { start } = await import(pathToFileURL(serverEntry).href);
  await start();
} catch (error) {
  // Configuration mistakes and a database in use are the operator's to fix: say what, not where.
  console.error(`The site could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.LOG_LEVEL === "debug") console.error(error);
  process.exit(COULD_NOT_START);
}
