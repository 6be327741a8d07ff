import type { Logger } from "./logger";
import type { RateVerdict } from "./rate-limit.server";

/** Per-request values shared by the Hono middlewares and handlers. */
export type AppEnv = {
  Variables: {
    requestId: string;
    nonce: string;
    log: Logger;
    /**
     * Counts this request against its address's search limit, once, when its answer has to be
     * loaded: one the answer cache holds costs no search (server/http/api-rate-limits.ts).
     */
    chargeSearch?: () => Promise<RateVerdict>;
  };
};
