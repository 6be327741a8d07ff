// A local HTTP/2 + TLS front before the production server, as production serves a visitor: TLS and
// HTTP/2 end at the front, which forwards plain HTTP/1.1 on kept-alive connections with the
// headers deploy/nginx.conf sets, and leaves the answers as the site compressed them.
import { execFileSync, fork } from "node:child_process";
import { X509Certificate, createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import http2, { type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream";
import { fileURLToPath } from "node:url";

export type Certificate = { key: string; cert: string };

export type H2Front = {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** Chromium's flag that trusts this front's certificate, and no other bad one. */
  chromeFlags: string[];
  /** A GET through the front (over HTTP/1.1 and TLS) that trusts its certificate: the warm-up's. */
  get: (url: string) => Promise<{ status: number; body: string }>;
  close: () => Promise<void>;
};

/** A certificate for 127.0.0.1 and localhost, valid for a day and made for one run (openssl's CLI). */
export function throwawayCertificate(): Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-front-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1,DNS:localhost",
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The base64 SHA-256 of the certificate's public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
export function spkiHash(cert: string): string {
  const spki = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(spki).digest("base64");
}

// Headers of one HTTP/1.1 connection, not of the request or answer: HTTP/2 forbids them.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "http2-settings",
]);

type Request = http.IncomingMessage | Http2ServerRequest;
type Response = http.ServerResponse | Http2ServerResponse;

/** The request's headers as the site gets them from deploy/nginx.conf's front, with https as the scheme. */
export function forwardedHeaders(request: Request): OutgoingHttpHeaders {
  const incoming: IncomingHttpHeaders = request.headers;
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (!name.startsWith(":") && !HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  }
  const authority = incoming[":authority"] ?? incoming.host;
  if (typeof authority === "string") {
    out.host = authority;
    out["x-forwarded-host"] = authority;
  }
  const address = request.socket?.remoteAddress;
  const before = incoming["x-forwarded-for"];
  if (address) out["x-forwarded-for"] = before ? `${String(before)}, ${address}` : address;
  out["x-forwarded-proto"] = "https";
  return out;
}

function answerHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** Ends an answer that cannot be given whole: a 502 when nothing was sent yet, otherwise a reset stream. */
function fail(response: Response, error: Error) {
  if (!response.headersSent) {
    response.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
    response.end("Bad gateway\n");
  } else {
    response.destroy(error);
  }
}

/**
 * Serves the front on 127.0.0.1:`port` (0: any free port) before `upstream` (http://host:port), in
 * this process. Every stream has an error path: a visitor or the site that goes away mid-answer
 * ends that exchange only.
 */
export async function serveH2Front({
  upstream,
  port,
  certificate,
}: {
  upstream: string;
  port: number;
  certificate: Certificate;
}): Promise<{ origin: string; close: () => Promise<void> }> {
  const target = new URL(upstream);
  // As nginx's `keepalive 32`: requests reuse the site's connections instead of opening one each.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 32 });

  function forward(request: Request, response: Response) {
    const toSite = http.request({
      agent,
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request),
    });
    toSite.on("response", (fromSite) => {
      response.writeHead(fromSite.statusCode ?? 502, answerHeaders(fromSite.headers));
      pipeline(fromSite, response as NodeJS.WritableStream, (error) => {
        if (error) fail(response, error);
      });
    });
    toSite.on("error", (error) => fail(response, error));
    // The visitor went away: the site stops working on the answer.
    response.on("close", () => {
      if (!response.writableEnded) toSite.destroy();
    });
    pipeline(request as NodeJS.ReadableStream, toSite, (error) => {
      if (error) toSite.destroy(error);
    });
  }

  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true }, forward);
  // A client that breaks off its handshake or its session ends that connection, never the bench.
  server.on("sessionError", () => {});
  server.on("tlsClientError", () => {});
  const connections = new Set<Socket>();
  server.on("secureConnection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${listening}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
      agent.destroy();
    },
  };
}

/** What a client of the front needs: Chromium's flag and a GET that trust its certificate. */
function clientSide(origin: string, certificate: Certificate, close: () => Promise<void>): H2Front {
  return {
    origin,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spkiHash(certificate.cert)}`],
    get: (url) =>
      new Promise((resolve, reject) => {
        https
          .get(url, { ca: certificate.cert, agent: false }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
            response.on("error", reject);
          })
          .on("error", reject);
      }),
    close,
  };
}

const FRONT_PROCESS = fileURLToPath(new URL("./h2-front-process.ts", import.meta.url));

/**
 * Starts the front in a process of its own, as production's nginx is: Lighthouse runs in the
 * bench's process, and would otherwise hold up the front's answers while it handles the
 * browser's events. The certificate is made here, so that its trust stays with the caller.
 */
export async function startH2Front({ upstream, port }: { upstream: string; port: number }): Promise<H2Front> {
  const certificate = throwawayCertificate();
  const child = fork(FRONT_PROCESS, [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "ignore", "inherit", "ipc"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("message", (message: { origin: string }) => resolve(message.origin));
    void exited.then(() => reject(new Error(`The h2 front stopped before it listened (code ${child.exitCode})`)));
    child.send({ upstream, port, certificate });
  });
  return clientSide(origin, certificate, async () => {
    child.kill("SIGTERM");
    await exited;
  });
}

/** The front in this process (its unit test). */
export async function startH2FrontHere(options: { upstream: string; port: number; certificate: Certificate }): Promise<H2Front> {
  const front = await serveH2Front(options);
  return clientSide(front.origin, options.certificate, front.close);
}
