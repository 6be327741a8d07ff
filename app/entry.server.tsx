import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter, isRouteErrorResponse } from "react-router";
import { scriptsAfterFirstPaint } from "./lib/page-scripts.server";
import { NonceProvider } from "./lib/nonce";
import { requestContext } from "./services.server";

export const streamTimeout = 5_000;

/** Errors of loaders, actions and routing go to the request's log; a 4xx answer is only a warning. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { log } = context.get(requestContext);
  if (isRouteErrorResponse(error) && error.status < 500) log.warn({ status: error.status, method: request.method }, error.statusText);
  else log.error({ err: error }, "route error");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    // Loaders await all page data, so waiting for everything costs little and gives crawlers,
    // caches and the status code a complete document, sent in one piece.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
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
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "render error after the shell was sent");
        },
      },
    );
  });
}
