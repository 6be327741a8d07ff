export const COULD_NOT_START: number;
export const FIRST_DELAY_MS: number;
export const MAX_DELAY_MS: number;
export const STABLE_AFTER_MS: number;
export type AfterExit = { restart: false; exitCode: number } | { restart: true; delayMs: number };
export function afterExit(exit: { code: number | null; ranMs: number; previousDelayMs: number; stopping: boolean }): AfterExit;
