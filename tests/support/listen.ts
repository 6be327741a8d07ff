import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Socket, connect } from "node:net";
import { getRequestListener } from "@hono/node-server";

/** The app behind a real HTTP server on a free port of 127.0.0.1, as `npm start` serves it. */
export async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = createServer(getRequestListener(fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function drainedOrClosed(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off("drain", done);
      socket.off("close", done);
      resolve();
    };
    socket.on("drain", done);
    socket.on("close", done);
  });
}

/**
 * Writes `head` and then `body` (chunks, or bytes made on the fly) on a raw connection and closes
 * it without waiting for an answer: a visitor who closes the tab mid-upload.
 */
export async function sendAndHangUp(port: number, head: string, body: Iterable<Uint8Array>): Promise<void> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(head);
  for (const chunk of body) {
    if (!socket.write(chunk)) await drainedOrClosed(socket);
    if (socket.destroyed) break;
  }
  await new Promise<void>((resolve) => socket.end(() => resolve()));
  socket.destroy();
}
