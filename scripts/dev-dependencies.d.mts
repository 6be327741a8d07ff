export function installed(name: string): boolean;
