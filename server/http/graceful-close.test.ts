import { createServer, request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { describe, expect, it } from "vitest";
import { gracefulCloser } from "./graceful-close";

const CHUNK = Buffer.alloc(64 * 1024, 7);

/** A server whose download sends `chunks` chunks 50 ms apart, and whose upload counts what arrives. */
async function slowServer(chunks: number) {
  const server = createServer((req, res) => {
    if (req.method === "POST") {
      let received = 0;
      req.on("data", (chunk: Buffer) => (received += chunk.length));
      req.on("end", () => res.end(String(received)));
      return;
    }
    let sent = 0;
    const timer = setInterval(() => {
      if (sent === chunks) {
        clearInterval(timer);
        return void res.end();
      }
      sent += 1;
      res.write(CHUNK);
    }, 50);
    res.on("close", () => clearInterval(timer));
  });
  const close = gracefulCloser(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, close, port: (server.address() as AddressInfo).port };
}

/** A download's bytes, or the error that cut it; resolves once its first byte arrived through `started`. */
function download(port: number) {
  let started: () => void = () => {};
  const firstByte = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<number | Error>((resolve) => {
    const req = httpRequest({ port, host: "127.0.0.1", path: "/file.zip" }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        started();
      });
      res.on("end", () => resolve(bytes));
      res.on("error", resolve);
    });
    req.on("error", resolve);
    req.end();
  });
  return { firstByte, done };
}

/** A connection, once open; `ask` sends a request on it (kept alive) and resolves when its answer has come. */
async function openConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const ask = () =>
    new Promise<void>((resolve) => {
      socket.once("data", () => resolve());
      socket.write("GET /small HTTP/1.1\r\nHost: site\r\n\r\n");
    });
  return { socket, closed, ask };
}

/** An upload of `chunks` chunks sent 50 ms apart; the server's count of what it received. */
function upload(port: number, chunks: number) {
  let started: () => void = () => {};
  const sending = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<string | Error>((resolve) => {
    const req = httpRequest({ port, host: "127.0.0.1", method: "POST", path: "/upload" }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve(body));
    });
    req.on("error", resolve);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent === chunks) {
        clearInterval(timer);
        return void req.end();
      }
      sent += 1;
      req.write(CHUNK);
      started();
    }, 50);
  });
  return { sending, done };
}

describe("closing the server gracefully (SIGTERM)", () => {
  it("lets a slow download and a slow upload under way finish, and takes no new connection", async () => {
    const { close, port } = await slowServer(12);
    const file = download(port);
    const photos = upload(port, 12);
    await Promise.all([file.firstByte, photos.sending]);

    const closed = close(5_000);
    const refused = await new Promise<unknown>((resolve) => {
      const req = httpRequest({ port, host: "127.0.0.1", path: "/" }, resolve);
      req.on("error", resolve);
      req.end();
    });
    expect(refused).toMatchObject({ code: "ECONNREFUSED" });

    expect(await file.done).toBe(12 * CHUNK.length);
    expect(await photos.done).toBe(String(12 * CHUNK.length));
    expect(await closed).toBe("drained");
  });

  it("cuts what still runs when the grace period is over", async () => {
    const { close, port } = await slowServer(1_000);
    const file = download(port);
    await file.firstByte;
    const started = performance.now();
    expect(await close(300)).toBe("cut");
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await file.done).toBeInstanceOf(Error);
  });

  it("closes at once when idle, with kept-alive connections and a preconnect that never asked anything", async () => {
    const { close, port } = await slowServer(0);
    const keptAlive = await Promise.all([openConnection(port), openConnection(port)]);
    for (const connection of keptAlive) await connection.ask();
    const preconnect = await openConnection(port);
    // A preconnect made a while before the stop: the site is idle, nothing is waited for.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const started = performance.now();
    expect(await close(30_000)).toBe("drained");
    expect(performance.now() - started).toBeLessThan(500);
    await Promise.all([...keptAlive, preconnect].map((connection) => connection.closed));
  });

  it("gives a connection opened just before the stop a second to ask, and answers it", async () => {
    const { close, port } = await slowServer(0);
    const late = await openConnection(port);
    const started = performance.now();
    const closed = close(30_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await late.ask();
    expect(await closed).toBe("drained");
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
