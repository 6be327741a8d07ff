import type { Server } from "node:http";

const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections and lets the requests under way finish (a long download, an upload),
 * for at most `graceMs`; connections still busy then are cut. Kept-alive connections are closed as
 * soon as they fall idle, so a browser's next request goes to another instance. Resolves with
 * whether everything finished in time.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<"drained" | "cut"> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve("cut");
    }, graceMs);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      resolve("drained");
    });
    server.closeIdleConnections();
  });
}
