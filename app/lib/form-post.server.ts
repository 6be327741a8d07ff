/**
 * A page's own headers with the action's Retry-After carried over (after a refused post, 429):
 * React Router sends only what a route's `headers` returns.
 */
export function withRetryAfter(headers: HeadersInit, actionHeaders: Headers): Headers {
  const answer = new Headers(headers);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) answer.set("Retry-After", retryAfter);
  return answer;
}
