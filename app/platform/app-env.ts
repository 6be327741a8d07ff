import type { Logger } from "./logger";

/** Per-request values shared by the Hono middlewares and handlers. */
export type AppEnv = { Variables: { requestId: string; nonce: string; log: Logger } };
