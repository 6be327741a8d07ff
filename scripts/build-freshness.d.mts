export const BUILD_SOURCES: string[];
export function buildState(root: string, buildDir: string): "missing" | "stale" | "fresh";
