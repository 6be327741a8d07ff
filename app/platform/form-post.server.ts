import { data } from "react-router";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The fields of a page's form post. A body that is no form (text, JSON) is answered 415 and one
 * that cannot be read (a broken multipart, a body cut off) 400, thrown to the route's error page:
 * the sender's mistake, never logged as ours.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) throw data(null, { status: 415, statusText: "The post is not a form" });
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400, statusText: "The form could not be read" });
  }
}

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
