import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { connectionLimits, createSiteServer } from "./site-server";
import type { Server } from "node:http";

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      server?.closeAllConnections();
      server?.close(() => resolve());
    }),
);

/** Sends the start of a request and nothing more; resolves with Node's answer and how long it took. */
function startRequestAndStall(port: number, start: string): Promise<{ answer: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ answer, ms: performance.now() - started }));
    socket.write(start);
  });
}

describe("the site's HTTP server", () => {
  it("limits a connection's headers to 20 s and a whole request to 30 minutes, far below Node's defaults for headers", () => {
    expect(connectionLimits.headersTimeoutMs).toBe(20_000);
    expect(connectionLimits.requestTimeoutMs).toBe(30 * 60_000);
    server = createSiteServer(() => {});
    expect(server.headersTimeout).toBe(connectionLimits.headersTimeoutMs);
    expect(server.requestTimeout).toBe(connectionLimits.requestTimeoutMs);
  });

  it("answers 408 and closes a connection whose headers stall, and one whose request outlasts its limit", async () => {
    // Answers once the whole body has come, as the site does.
    server = createSiteServer((req, res) => req.resume().on("end", () => res.end("read")), {
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      checkEveryMs: 100,
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const [headers, body] = await Promise.all([
      startRequestAndStall(port, "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: "),
      startRequestAndStall(port, "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nab"),
    ]);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.ms).toBeLessThan(2_000);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(body.ms).toBeGreaterThanOrEqual(500);
  });
});
