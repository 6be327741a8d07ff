// Where the production build is, and how a script loads one of its modules (scripts/serve.mjs, the
// operators' commands of scripts/tool.mjs).
import { existsSync, symlinkSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** The URL of `build/server/<file>`, to import. */
export function serverModule(file) {
  // The server build imports its dependencies by name, and Node looks for them in node_modules beside
  // and above the build: a build outside the checkout finds the checkout's through a link.
  const outsideCheckout = path.relative(process.cwd(), buildDir).startsWith("..");
  const besideBuild = path.join(buildDir, "node_modules");
  if (outsideCheckout && !existsSync(besideBuild)) symlinkSync(path.resolve("node_modules"), besideBuild, "dir");
  return pathToFileURL(path.join(buildDir, "server", file)).href;
}
