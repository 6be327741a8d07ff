// The production server in this process: what `npm start`'s supervisor (scripts/start.mjs) runs.
import { COULD_NOT_START } from "./restart-policy.mjs";
import { serverModule } from "./server-build.mjs";

process.env.NODE_ENV ??= "production";
try {
  const { start } = await import(serverModule("index.js"));
  await start();
} catch (error) {
  // Configuration mistakes and a database in use are the operator's to fix: say what, not where.
  console.error(`The site could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.LOG_LEVEL === "debug") console.error(error);
  process.exit(COULD_NOT_START);
}
