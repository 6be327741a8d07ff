export function findBrowser(): string | undefined;
export const browserArgs: string[];
