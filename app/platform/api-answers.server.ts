import type { Context, Env } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AnswerCache } from "./answer-cache";
import type { AppEnv } from "./app-env";
import { unreadableJsonPath } from "./unreadable-text";

export type Problem = { path: PropertyKey[]; message: string };

/** The JSON API's 400: what was wrong, and each field that failed its schema. */
export function badRequest<E extends Env>(c: Context<E>, message: string, issues: Problem[] = []) {
  return c.json(
    { error: "bad_request", message, issues: issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })) },
    400,
  );
}

/**
 * The request's JSON body, or undefined when it is not JSON, so the schema answers 400. A body
 * that breaks the text rule (app/platform/unreadable-text.ts) is answered 400 here, whatever the schema.
 */
export async function readJsonBody<E extends Env>(c: Context<E>): Promise<unknown> {
  return readable(await c.req.json().catch(() => undefined));
}

/** The value when it keeps the text rule; otherwise a 400 that names where it breaks it. */
export function readable(body: unknown): unknown {
  const unreadable = unreadableJsonPath(body);
  if (unreadable !== null) {
    throw new HTTPException(400, { message: `The request has a control character or nesting too deep at ${unreadable}.` });
  }
  return body;
}

/** The API's 429: this address asked too often; it may try again in `retryAfterSeconds`. */
export function tooManyRequests<E extends Env>(c: Context<E>, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ error: "too_many_requests", message: "Too many requests from this address. Please wait a moment and try again." }, 429);
}

class SearchRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many searches");
  }
}

/**
 * The JSON answer kept under `key`, or `load`'s (docs/decisions/0053), with the `X-Answer-Cache`
 * header saying which: the same status, body and type as `c.json(await load())`. Only a load
 * counts against the address's search limit, and a refused one is kept by no cache.
 */
export async function cachedJson(c: Context<AppEnv>, answers: AnswerCache, key: string, load: () => Promise<unknown>) {
  const charge = c.get("chargeSearch");
  try {
    const { json, state } = await answers.answer(key, async () => {
      const verdict = await charge?.();
      if (verdict && !verdict.allowed) throw new SearchRefused(verdict.retryAfterSeconds);
      return load();
    });
    c.header("X-Answer-Cache", state);
    return c.body(json, 200, { "Content-Type": "application/json" });
  } catch (error) {
    if (error instanceof SearchRefused) return tooManyRequests(c, error.retryAfterSeconds);
    throw error;
  }
}
