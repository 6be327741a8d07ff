import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { Logger } from "./logger";
import { withLowPriorityModulePreloads } from "./module-preload-priority.server";

export type RenderPageOptions = {
  status: number;
  headers: Headers;
  nonce: string;
  log: Logger;
  path: string;
  /** A render still running after this long means the server is overloaded. */
  timeoutMs: number;
};

export const RENDER_TIMEOUT_RETRY_AFTER_SECONDS = 10;

/** Said instead of half a page with a 500: the render ran out of time, and when to come back. */
function renderTimedOut(): Response {
  const page =
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>The site is busy</title><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 6rem auto; padding: 0 1.5rem">' +
    '<h1 style="font-weight: 300">The site is busy right now.</h1><p>Please try again in a few seconds, or start from the <a href="/">home page</a>.</p></body></html>';
  return new Response(page, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Retry-After": String(RENDER_TIMEOUT_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
    },
  });
}

/**
 * Renders a whole page into one HTML answer. Loaders await all page data, so waiting for
 * everything costs little and gives crawlers, caches and the status code a complete document.
 */
export function renderPage(element: ReactNode, { status, headers, nonce, log, path, timeoutMs }: RenderPageOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    let shellRendered = false;
    const timeoutId = setTimeout(() => {
      log.warn({ path, ms: timeoutMs }, "render timed out");
      resolve(renderTimedOut());
      abort();
    }, timeoutMs);

    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // React sends a finished boundary after the first 12.8 KB of the page as a hidden copy
      // moved in by a script, to let a streamed page paint early. The page is sent whole, so
      // that only shifts it: keep every boundary in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        const chunks: Buffer[] = [];
        const page = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            headers.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(withLowPriorityModulePreloads(Buffer.concat(chunks).toString("utf8")), { headers, status: statusCode }));
            callback();
          },
        });
        pipe(page);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        if (shellRendered) log.error({ err: error }, "render error after the shell was sent");
      },
    });
  });
}
