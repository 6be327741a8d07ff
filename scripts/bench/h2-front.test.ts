import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type H2Front, spkiHash, startH2Front, startH2FrontHere, throwawayCertificate } from "./h2-front";

const certificate = throwawayCertificate();
const GZIPPED = gzipSync("a page the site compressed itself");
const siteSawClose: string[] = [];

/** The site behind the front: each path is one way an answer can go. */
const site = http.createServer((req, res) => {
  switch (req.url) {
    case "/echo-headers":
      res.writeHead(201, { "content-type": "application/json", "set-cookie": ["a=1", "b=2"], "x-site": "yes" });
      res.end(JSON.stringify({ method: req.method, headers: req.headers, socket: req.socket.remotePort }));
      return;
    case "/stream":
      res.write("one,");
      setTimeout(() => res.write("two,"), 20);
      setTimeout(() => res.end("three"), 40);
      return;
    case "/echo-body":
      res.writeHead(200, { "content-type": req.headers["content-type"] ?? "application/octet-stream" });
      req.pipe(res);
      return;
    case "/gzip":
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip", "content-length": GZIPPED.length });
      res.end(GZIPPED);
      return;
    case "/slow":
      req.socket.once("close", () => siteSawClose.push(req.url ?? ""));
      setTimeout(() => res.end("late"), 300);
      return;
    case "/dies-mid-answer":
      res.writeHead(200, { "content-length": 100_000 });
      res.write("x".repeat(1000), () => setTimeout(() => req.socket.destroy(), 20));
      return;
    default:
      res.writeHead(404).end();
  }
});

let front: H2Front;
let client: http2.ClientHttp2Session;

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const { port } = site.address() as AddressInfo;
  front = await startH2FrontHere({ upstream: `http://127.0.0.1:${port}`, port: 0, certificate });
  // The certificate as the only authority: the front must present it for 127.0.0.1.
  client = http2.connect(front.origin, { ca: certificate.cert });
});

afterAll(async () => {
  client.close();
  await front.close();
  await new Promise((resolve) => site.close(resolve));
});

type Answer = { status: number; headers: http2.IncomingHttpHeaders; body: Buffer };

function request(headers: http2.OutgoingHttpHeaders, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = client.request(headers);
    const chunks: Buffer[] = [];
    let answer: http2.IncomingHttpHeaders = {};
    stream.on("response", (received) => (answer = received));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve({ status: Number(answer[":status"]), headers: answer, body: Buffer.concat(chunks) }));
    stream.on("error", reject);
    stream.end(body);
  });
}

describe("the HTTP/2 + TLS front of the bench", () => {
  it("speaks HTTP/2 over TLS (ALPN h2) with the run's own certificate", async () => {
    await request({ ":path": "/echo-headers" });
    expect(client.alpnProtocol).toBe("h2");
    expect(front.chromeFlags).toEqual([`--ignore-certificate-errors-spki-list=${spkiHash(certificate.cert)}`]);
  });

  it("passes the site's status and headers, and forwards the headers nginx sets with https as the scheme", async () => {
    const answer = await request({ ":path": "/echo-headers", "x-forwarded-for": "203.0.113.9", "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(201);
    expect(answer.headers["x-site"]).toBe("yes");
    expect(answer.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    const seen = JSON.parse(answer.body.toString()) as { method: string; headers: http.IncomingHttpHeaders };
    const authority = new URL(front.origin).host;
    expect(seen.method).toBe("GET");
    expect(seen.headers).toMatchObject({
      host: authority,
      "x-forwarded-host": authority,
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.9, 127.0.0.1",
      "accept-encoding": "br, gzip",
    });
  });

  it("sends the site's requests over one kept-alive connection", async () => {
    const socketOf = async () => (JSON.parse((await request({ ":path": "/echo-headers" })).body.toString()) as { socket: number }).socket;
    expect(await socketOf()).toBe(await socketOf());
  });

  it("streams an answer the site writes in parts", async () => {
    const answer = await request({ ":path": "/stream" });
    expect(answer.body.toString()).toBe("one,two,three");
  });

  it("forwards a POST's body", async () => {
    const body = JSON.stringify({ query: "doors".repeat(10_000) });
    const answer = await request({ ":method": "POST", ":path": "/echo-body", "content-type": "application/json" }, body);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.body.toString()).toBe(body);
  });

  it("leaves a compressed answer as the site compressed it", async () => {
    const answer = await request({ ":path": "/gzip", "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.equals(GZIPPED)).toBe(true);
    expect(gunzipSync(answer.body).toString()).toBe("a page the site compressed itself");
  });

  it("resets the stream of an answer the site breaks off, and goes on serving", async () => {
    await expect(request({ ":path": "/dies-mid-answer" })).rejects.toMatchObject({ code: "ERR_HTTP2_STREAM_ERROR" });
    expect((await request({ ":path": "/stream" })).body.toString()).toBe("one,two,three");
  });

  it("stops the site's work on an answer the visitor went away from, and goes on serving", async () => {
    const stream = client.request({ ":path": "/slow" });
    stream.on("error", () => {});
    stream.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    stream.close(http2.constants.NGHTTP2_CANCEL);
    await expect.poll(() => siteSawClose).toEqual(["/slow"]);
    expect((await request({ ":path": "/stream" })).body.toString()).toBe("one,two,three");
  });

  it("answers 502 when the site is not there", async () => {
    const closed = await startH2FrontHere({ upstream: "http://127.0.0.1:1", port: 0, certificate });
    const session = http2.connect(closed.origin, { ca: certificate.cert });
    try {
      const status = await new Promise((resolve, reject) => {
        const stream = session.request({ ":path": "/" });
        stream.on("response", (headers) => resolve(headers[":status"]));
        stream.on("error", reject);
        stream.end();
      });
      expect(status).toBe(502);
    } finally {
      session.close();
      await closed.close();
    }
  });

  it("serves HTTP/1.1 clients too", async () => {
    expect(await front.get(`${front.origin}/stream`)).toEqual({ status: 200, body: "one,two,three" });
  });

  it("runs in a process of its own, with a certificate of its own that the client side trusts", async () => {
    const { port } = site.address() as AddressInfo;
    const own = await startH2Front({ upstream: `http://127.0.0.1:${port}`, port: 0 });
    try {
      expect(await own.get(`${own.origin}/stream`)).toEqual({ status: 200, body: "one,two,three" });
      expect(own.chromeFlags).not.toEqual(front.chromeFlags);
    } finally {
      await own.close();
    }
    await expect(own.get(`${own.origin}/stream`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
