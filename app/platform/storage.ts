import path from "node:path";

/** The absolute path of `relative` inside `root`, or null when it would leave `root`. */
export function resolveInside(root: string, relative: string): string | null {
  if (relative.includes("\0")) return null;
  const resolved = path.resolve(root, relative);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}
