export function findBrowser(): string | undefined;
