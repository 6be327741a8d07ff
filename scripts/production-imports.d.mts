export const PRODUCTION_SCRIPTS: string[];
export function importGraph(entries: string[]): { files: Set<string>; packages: Map<string, string> };
export function devOnlyImports(root: string, entries: string[]): { name: string; importedBy: string }[];
