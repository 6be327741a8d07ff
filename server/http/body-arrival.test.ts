import { type Socket, connect } from "node:net";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../../app/platform/app-env";
import { listen } from "../../tests/support/listen";
import { type BodyArrivalOptions, bodiesBeforePlaces, endsAfterSilence } from "./body-arrival";

type Served = Awaited<ReturnType<typeof listen>>;
let served: Served | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await served?.close();
  served = undefined;
});

/** An app whose handler records when it ran and what body it read. */
async function serve(options: Partial<BodyArrivalOptions> = {}) {
  const handled: { at: number; body: string; path: string }[] = [];
  const app = new Hono<AppEnv>();
  app.use(
    bodiesBeforePlaces({
      limitFor: () => 1_000,
      streamsItsBody: (c) => c.req.path === "/upload",
      timeoutMs: 300,
      perAddress: 2,
      addressOf: (c) => c.req.header("x-address") ?? "one",
      refuse: (c, refusal) => c.json({ refusal }, ({ too_large: 413, timed_out: 408, too_many: 429, cut_off: 400 } as const)[refusal]),
      ...options,
    }),
  );
  app.post("*", async (c) => {
    const body = await c.req.text().catch(() => "(the body failed)");
    handled.push({ at: performance.now(), body, path: c.req.path });
    return c.text(`read ${body.length}`);
  });
  served = await listen(app.fetch);
  return { handled, port: served.port };
}

/** A raw connection that sends `head` and then each chunk after its delay; resolves with the answer's status line. */
function send(port: number, head: string, chunks: { afterMs: number; text: string }[] = []) {
  const socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  socket.on("error", () => {});
  let answer = "";
  const status = new Promise<number | "closed">((resolve) => {
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      const line = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (line) resolve(Number(line[1]));
    });
    socket.on("close", () => resolve("closed"));
  });
  socket.write(head);
  let sent = 0;
  const timers = chunks.map(({ afterMs, text }) =>
    setTimeout(() => {
      if (!socket.destroyed) socket.write(text);
      sent += 1;
    }, afterMs),
  );
  socket.on("close", () => timers.forEach(clearTimeout));
  return { status, sent: () => sent, answer: () => answer, socket };
}

const post = (path: string, length: number, extra = "") =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe("bodies before places", () => {
  it("hands the handler a body only once all of it has arrived, intact", async () => {
    const { handled, port } = await serve();
    const started = performance.now();
    const client = send(port, post("/contact-us", 12), [
      { afterMs: 20, text: "héllo " },
      { afterMs: 150, text: "world" },
    ]);
    expect(await client.status).toBe(200);
    expect(handled).toHaveLength(1);
    expect(handled[0]?.body).toBe("héllo world");
    expect(handled[0]!.at - started).toBeGreaterThanOrEqual(140);
    expect(client.answer()).toContain("read 11");
  });

  it("answers 408 and closes the connection when a body does not arrive in time, without running the handler", async () => {
    const { handled, port } = await serve();
    const started = performance.now();
    const client = send(port, post("/contact-us", 900), [{ afterMs: 10, text: "e=" }]);
    expect(await client.status).toBe(408);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(client.answer()).toMatch(/connection: close/i);
    expect(handled).toEqual([]);
  });

  it("answers 413 past the route's limit, from Content-Length at once or from the bytes of a chunked body", async () => {
    const { handled, port } = await serve();
    expect(await send(port, post("/contact-us", 5_000)).status).toBe(413);
    const chunked = `POST /contact-us HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const big = "x".repeat(600);
    const client = send(port, chunked, [
      { afterMs: 5, text: `258\r\n${big}\r\n` },
      { afterMs: 10, text: `258\r\n${big}\r\n0\r\n\r\n` },
    ]);
    expect(await client.status).toBe(413);
    expect(handled).toEqual([]);
  });

  it("refuses with 429 and Retry-After a third body from one address while two still arrive, and takes one again once they end", async () => {
    const { port } = await serve({ timeoutMs: 2_000 });
    const slow = [send(port, post("/contact-us", 10), [{ afterMs: 400, text: "0123456789" }]), send(port, post("/contact-us", 10))];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = send(port, post("/contact-us", 2), [{ afterMs: 5, text: "ok" }]);
    expect(await third.status).toBe(429);
    expect(third.answer()).toMatch(/retry-after: 2/i);
    // Another address is not held back by this one.
    expect(await send(port, post("/contact-us", 2, "X-Address: two\r\n"), [{ afterMs: 5, text: "ok" }]).status).toBe(200);
    expect(await slow[0]!.status).toBe(200);
    slow[1]!.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await send(port, post("/contact-us", 2), [{ afterMs: 5, text: "ok" }]).status).toBe(200);
  });

  it("lets an upload stream to its handler as long as its bytes keep coming, and ends one that falls silent with 408", async () => {
    const { handled, port } = await serve();
    // Five pieces 120 ms apart: twice the 300 ms limit in all, never silent for that long.
    const steady = send(
      port,
      post("/upload", 5),
      Array.from({ length: 5 }, (_, index) => ({ afterMs: 120 * (index + 1), text: String(index) })),
    );
    expect(await steady.status).toBe(200);
    expect(handled.at(-1)?.body).toBe("01234");

    const silent = send(port, post("/upload", 7), [{ afterMs: 10, text: "012" }]);
    expect(await silent.status).toBe(408);
    expect(handled.at(-1)?.body).toBe("(the body failed)");
  });

  it("keeps serving after clients hang up mid-body, and frees their places", async () => {
    const { handled, port } = await serve();
    for (const path of ["/contact-us", "/upload"]) {
      const client = send(port, post(path, 50), [{ afterMs: 5, text: "half" }]);
      await new Promise((resolve) => setTimeout(resolve, 30));
      client.socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = [
      send(port, post("/contact-us", 2), [{ afterMs: 5, text: "ok" }]),
      send(port, post("/contact-us", 2), [{ afterMs: 5, text: "ok" }]),
    ];
    expect(await Promise.all(next.map((client) => client.status))).toEqual([200, 200]);
    expect(handled.filter((entry) => entry.path === "/contact-us").map((entry) => entry.body)).toEqual(["ok", "ok"]);
  });

  it("lets an upload's parser stop reading just as a chunk comes, with nothing left to fail later", async () => {
    let source!: ReadableStreamDefaultController<Uint8Array>;
    const reader = endsAfterSilence(
      new ReadableStream<Uint8Array>({ start: (controller) => void (source = controller) }),
      1_000,
      () => {},
    ).getReader();
    const waiting = reader.read();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The chunk settles the waiting read of the source while a parser refusing the body cancels it,
    // in the same turn: the chunk must not be handed to the cancelled stream.
    source.enqueue(new Uint8Array([1]));
    const cancelled = reader.cancel(new Error("refused"));
    expect(await waiting).toEqual({ done: true, value: undefined });
    await cancelled;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
