import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app/platform/app-env";

export type RenderGateOptions = {
  /** Renders running at once. */
  concurrency: number;
  /** How long a render may wait for a free place before the visitor is told to come back. */
  maxWaitMs: number;
  /** The answer past the limit: a 503 that says when to try again. */
  busy: (c: Context<AppEnv>) => Response | Promise<Response>;
};

export type RenderGate = {
  handler: MiddlewareHandler<AppEnv>;
  /** How long every place has been taken without a break, in ms; 0 while one is free. */
  fullForMs: () => number;
};

/**
 * Bounds the page renders running at once. A render is mostly CPU work on one thread: running more
 * of them together only makes each one slower, until all of them pass the render timeout. Past the
 * limit a visitor waits in line for at most `maxWaitMs`, then gets a quick 503 instead of a page
 * that would time out anyway. How long the gate has been full tells readiness (server/process/readiness.ts)
 * when this instance should be sent no more visitors.
 */
export function renderGate({ concurrency, maxWaitMs, busy }: RenderGateOptions): RenderGate {
  let running = 0;
  let fullSince: number | null = null;
  const waiting: Array<() => void> = [];

  function take() {
    running += 1;
    if (running === concurrency) fullSince ??= performance.now();
  }

  function place(): Promise<boolean> {
    if (running < concurrency) {
      take();
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        take();
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(admit), 1);
        resolve(false);
      }, maxWaitMs);
      waiting.push(admit);
    });
  }

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
    else fullSince = null;
  }

  return {
    handler: async (c, next) => {
      if (!(await place())) return busy(c);
      try {
        await next();
      } finally {
        release();
      }
    },
    fullForMs: () => (fullSince === null ? 0 : performance.now() - fullSince),
  };
}
