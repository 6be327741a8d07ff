import type { Server } from "node:http";
import type { Socket } from "node:net";

const IDLE_SWEEP_MS = 100;
/**
 * A connection that has sent nothing for this long is waiting for nobody (a browser's or a proxy's
 * preconnect): Node's `closeIdleConnections` does not count it idle, so the close would wait out
 * the whole grace period for it. One made just before the close still gets this long to ask.
 */
const SILENT_CONNECTION_MS = 1_000;

export type GracefulClose = (graceMs: number) => Promise<"drained" | "cut">;

/**
 * Follows `server`'s connections from now on (call it before it listens) and answers the function
 * that closes it gracefully: it stops taking connections and lets the requests under way finish (a
 * long download, an upload) for at most `graceMs`; connections still busy then are cut. Kept-alive
 * connections are closed as soon as they fall idle, so a browser's next request goes to another
 * instance, and connections that never sent a byte once they are a second old. Resolves with
 * whether everything finished in time.
 */
export function gracefulCloser(server: Server): GracefulClose {
  const openedAt = new Map<Socket, number>();
  server.on("connection", (socket: Socket) => {
    openedAt.set(socket, performance.now());
    socket.once("close", () => openedAt.delete(socket));
  });
  const closeUnused = () => {
    server.closeIdleConnections();
    const now = performance.now();
    for (const [socket, at] of openedAt) if (socket.bytesRead === 0 && now - at >= SILENT_CONNECTION_MS) socket.destroy();
  };

  return (graceMs) =>
    new Promise((resolve) => {
      const sweep = setInterval(closeUnused, IDLE_SWEEP_MS);
      const deadline = setTimeout(() => {
        clearInterval(sweep);
        server.closeAllConnections();
        for (const socket of openedAt.keys()) socket.destroy();
        resolve("cut");
      }, graceMs);
      server.close(() => {
        clearTimeout(deadline);
        clearInterval(sweep);
        resolve("drained");
      });
      closeUnused();
    });
}
