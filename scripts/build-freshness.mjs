// Whether the production build is older than what it is built from, so that `git pull && npm start`
// serves the new code rather than the last build (scripts/start.mjs).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What goes into the build: the app, the server, the commands, the demo content, public files and the build's settings. */
export const BUILD_SOURCES = [
  "app",
  "server",
  "content",
  "public",
  // The operators' commands, built beside the server (scripts/tool.mjs).
  "scripts/content-import.ts",
  "scripts/leads-export.ts",
  "scripts/admin-user.ts",
  "scripts/backup.ts",
  "scripts/restore.ts",
  "scripts/running-site.ts",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

/** The newest modification time of a file, or of the files in a folder; 0 when there is none. */
function newestIn(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestIn(path.join(entry, name)));
  return newest;
}

/** "missing" without a build, "stale" when a source changed after it was made, else "fresh". */
export function buildState(root, buildDir) {
  const built = statSync(path.join(buildDir, "server/index.js"), { throwIfNoEntry: false });
  if (!built) return "missing";
  return BUILD_SOURCES.some((source) => newestIn(path.join(root, source)) > built.mtimeMs) ? "stale" : "fresh";
}
