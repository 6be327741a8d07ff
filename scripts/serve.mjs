// The production server in this process: what `npm start`'s supervisor (scripts/start.mjs) runs.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { COULD_NOT_START } from "./restart-policy.mjs";

const serverEntry = path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "server/index.js");

process.env.NODE_ENV ??= "production";
try {
  const { start } = await import(pathToFileURL(serverEntry).href);
  await start();
} catch (error) {
  // Configuration mistakes and a database in use are the operator's to fix: say what, not where.
  console.error(`The site could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.LOG_LEVEL === "debug") console.error(error);
  process.exit(COULD_NOT_START);
}
