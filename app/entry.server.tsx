import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter, isRouteErrorResponse } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { renderPage } from "./platform/render-page.server";
import { requestContext } from "./platform/request";

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
  // RFC 9110 §9.3.2: a HEAD carries the headers a GET would, its body left out. The type makes the
  // answer one the render cache's headers apply to (Cache-Control and the CDN's tags).
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log } = loadContext.get(requestContext);

  return renderPage(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      status: responseStatusCode,
      headers: responseHeaders,
      nonce,
      log,
      path: new URL(request.url).pathname,
      timeoutMs: streamTimeout + 1000,
    },
  );
}
