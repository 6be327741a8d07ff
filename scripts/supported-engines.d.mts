export function lowestOfEachLine(range: string): string[];
export function enginesRefusing(
  lock: { packages: Record<string, { optional?: boolean; engines?: { node?: string } }> },
  versions: string[],
): { name: string; engines: string; refuses: string[] }[];
