import type { Context, Env } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AnswerCache } from "./answer-cache";
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

/**
 * The JSON answer kept under `key`, or `load`'s (docs/decisions/0053), with the `X-Answer-Cache`
 * header saying which: the same status, body and type as `c.json(await load())`.
 */
export async function cachedJson<E extends Env>(c: Context<E>, answers: AnswerCache, key: string, load: () => Promise<unknown>) {
  const { json, state } = await answers.answer(key, load);
  c.header("X-Answer-Cache", state);
  return c.body(json, 200, { "Content-Type": "application/json" });
}
