// Whether a package is installed: `npm ci --omit=dev` leaves out the build tools, and the production
// commands then use the build instead of the sources (docs/operations.md).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** True when the package `name` can be found from this checkout. */
export function installed(name) {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}
