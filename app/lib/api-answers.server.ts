import type { Context, Env } from "hono";

export type Problem = { path: PropertyKey[]; message: string };

/** The JSON API's 400: what was wrong, and each field that failed its schema. */
export function badRequest<E extends Env>(c: Context<E>, message: string, issues: Problem[] = []) {
  return c.json(
    { error: "bad_request", message, issues: issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })) },
    400,
  );
}

/** The request's JSON body, or undefined when it is not JSON, so the schema answers 400. */
export async function readJsonBody<E extends Env>(c: Context<E>): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}
