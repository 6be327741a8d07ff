// Whether this install has the dev dependencies: `npm ci --omit=dev` leaves out the build tools and
// tsx, and the production commands then use the build instead (docs/operations.md).
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
