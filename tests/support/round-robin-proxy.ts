import { type IncomingMessage, type ServerResponse, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export type Proxy = {
  url: string;
  /** Which backend answered each request, by its origin, oldest first. */
  answeredBy: string[];
  close: () => Promise<void>;
};

/**
 * A small load balancer for the multi-process test: each request goes to the next backend in
 * turn, with the client's address appended to X-Forwarded-For as nginx does
 * (deploy/nginx.conf). A backend that refuses the connection (stopped, or stopping) is skipped
 * and the request sent to the next one, which is safe for any method since nothing was sent. A
 * GET or HEAD whose connection is reset before an answer (it was waiting to be accepted when the
 * backend stopped listening) is sent to the next one too, as nginx's default `proxy_next_upstream
 * error` does; anything else that fails after the request was sent answers 502, as a proxy would.
 */
export async function roundRobinProxy(backends: string[]): Promise<Proxy> {
  let next = 0;
  const answeredBy: string[] = [];

  /** Sends the request to the backend in turn (`first`), or to the ones after it when it refuses. */
  function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, first: number, tried = 0) {
    const backend = backends[(first + tried) % backends.length]!;
    const target = new URL(req.url ?? "/", backend);
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, "x-forwarded-for": forwardedFor, connection: "close" },
        // A connection per request: a stopping backend's idle connections are never reused.
        agent: false,
      },
      (answer) => {
        answeredBy.push(backend);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      const idempotent = req.method === "GET" || req.method === "HEAD";
      const unanswered = error.code === "ECONNREFUSED" || (error.code === "ECONNRESET" && idempotent && !res.headersSent);
      if (unanswered && tried + 1 < backends.length) return forward(req, res, body, first, tried + 1);
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" }).end(`bad gateway: ${error.code ?? error.message}`);
      else res.destroy();
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => forward(req, res, Buffer.concat(chunks), next++));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
