import type { Logger } from "../../app/platform/logger";

// Errors of one visitor's connection: a socket reset or closed, a body cut off. They end that
// request only; the process and every other visitor's request are fine.
const CONNECTION_CODES = new Set([
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "ERR_STREAM_PREMATURE_CLOSE",
  "ERR_STREAM_DESTROYED",
  "ERR_STREAM_WRITE_AFTER_END",
  "ERR_HTTP_REQUEST_TIMEOUT",
]);
// busboy's errors for a multipart body that ends early or is malformed.
const CUT_OFF_BODY = /^(Unexpected end of (form|file)|Malformed part header|Part terminated early)$/;

/** Whether an error that reached the process came from one request's connection rather than a bug. */
export function isConnectionScoped(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined && CONNECTION_CODES.has(code)) || CUT_OFF_BODY.test(error.message);
}

type ProcessEvents = Pick<NodeJS.Process, "on" | "off">;

export type LastResortOptions = {
  log: Logger;
  /** Stops serving and ends the process with code 1, for `npm start`'s supervisor to restart it. */
  exit: () => void;
  target?: ProcessEvents;
};

/**
 * The last line of defence, for errors that escaped every request's own handling. A connection's
 * error is logged and the process keeps serving; anything else leaves the process in an unknown
 * state, so it is logged and the process ends. A rejected promise nobody awaited is logged only:
 * by then its request has already been answered.
 */
export function guardProcess({ log, exit, target = process }: LastResortOptions): () => void {
  const onException = (error: unknown) => {
    if (isConnectionScoped(error)) {
      log.warn({ err: error }, "a connection's error reached the process; still serving");
      return;
    }
    log.fatal({ err: error }, "uncaught exception: stopping");
    exit();
  };
  const onRejection = (reason: unknown) => {
    log.error({ err: reason }, "unhandled promise rejection");
  };
  target.on("uncaughtException", onException);
  target.on("unhandledRejection", onRejection);
  return () => {
    target.off("uncaughtException", onException);
    target.off("unhandledRejection", onRejection);
  };
}
