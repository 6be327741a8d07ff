// `npm start`: serve the production build, building it first when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server/index.js");

if (!existsSync(serverEntry)) {
  console.log("No production build yet: building it first...");
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV ??= "production";
try {
  const { start } = await import(pathToFileURL(serverEntry).href);
  await start();
} catch (error) {
  // Configuration mistakes and a database in use are the operator's to fix: say what, not where.
  console.error(`The site could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.LOG_LEVEL === "debug") console.error(error);
  process.exit(1);
}
