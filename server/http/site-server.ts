import { type IncomingMessage, type RequestListener, type Server, type ServerResponse, createServer } from "node:http";

export type ConnectionLimits = {
  /** Request line and headers: a few KB, which the slowest phone sends in a second or two. */
  headersTimeoutMs: number;
  /**
   * A whole request, its body included: the backstop above body-arrival.ts, which ends a body that
   * stops arriving. Long enough for a 101 MB upload at about half a megabit per second.
   */
  requestTimeoutMs: number;
  /** How often Node looks for connections past these limits. */
  checkEveryMs: number;
};

export const connectionLimits: ConnectionLimits = { headersTimeoutMs: 20_000, requestTimeoutMs: 30 * 60_000, checkEveryMs: 5_000 };

/**
 * The site's HTTP server, with Node's limits on a slow connection chosen rather than left at their
 * defaults (60 s for headers, 300 s for a request, looked at every 30 s). Node answers 408 and
 * closes a connection past them.
 */
export function createSiteServer(
  listener: RequestListener<typeof IncomingMessage, typeof ServerResponse>,
  limits: ConnectionLimits = connectionLimits,
): Server {
  return createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs },
    listener,
  );
}
