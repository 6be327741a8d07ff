// `npm start`: serve the production build, building it first when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import path from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverEntry = pathToFileURL(path.join(buildDir, "server/index.js"));

if (!existsSync(path.join(buildDir, "server/index.js"))) {
  console.log("No production build yet: building it (about a minute)...");
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV ??= "production";
const { start } = await import(serverEntry.href);
await start();
