import type pino from "pino";

/** The process's logger (server/process/logger.ts makes it): JSON lines with no visitor's data. */
export type Logger = pino.Logger;
