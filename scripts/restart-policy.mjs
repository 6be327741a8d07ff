// When `npm start`'s supervisor restarts the server, and when it gives up.

/** The server's exit code when it cannot start (EX_CONFIG): restarting would fail the same way. */
export const COULD_NOT_START = 78;

export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;
/** A server that ran this long before it stopped starts again from the first delay. */
export const STABLE_AFTER_MS = 60_000;

/**
 * What to do when the server exited with `code` (null when a signal ended it) after running for
 * `ranMs`, the previous delay having been `previousDelayMs` (0 before the first restart).
 * @param {{ code: number | null; ranMs: number; previousDelayMs: number; stopping: boolean }} exit
 * @returns {{ restart: false; exitCode: number } | { restart: true; delayMs: number }}
 */
export function afterExit({ code, ranMs, previousDelayMs, stopping }) {
  if (stopping || code === 0) return { restart: false, exitCode: code ?? 0 };
  if (code === COULD_NOT_START) return { restart: false, exitCode: COULD_NOT_START };
  if (ranMs >= STABLE_AFTER_MS || previousDelayMs === 0) return { restart: true, delayMs: FIRST_DELAY_MS };
  return { restart: true, delayMs: Math.min(previousDelayMs * 2, MAX_DELAY_MS) };
}
