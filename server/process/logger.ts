import pino from "pino";
import type { Config } from "../config";
import { safeError } from "./safe-error";
import type { Logger } from "../../app/platform/logger";

/** JSON lines on standard output (or `destination`); errors pass through `safeError`, so no visitor's data reaches the log. */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: (error: unknown) => safeError(error) },
  };
  return destination ? pino(options, destination) : pino(options);
}
