/**
 * Work done in rounds, one at a time: every `intervalMs` once started, and at once when woken (a
 * new message, a new lead). A round that fails is reported and the next runs as usual. The
 * outboxes and the lead router run so.
 */
export function workInRounds(round: () => Promise<unknown>, failed: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(round).catch(failed);
    return running;
  };
  return {
    start(intervalMs = 30_000) {
      timer ??= setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    /** A round soon, without waiting for the next one; nothing before `start`. */
    wake() {
      if (timer) void tick();
    },
    /** No more rounds; resolves once the round under way has ended. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
