/** A failed call to our JSON API: the status and, when the body said so, its message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A same-origin call to our JSON API: the Response when it is OK; ApiError otherwise. */
async function callJson(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(path, {
    ...init,
    headers: { ...init.headers, Accept: "application/json" },
    credentials: "same-origin",
  });
  if (response.ok) return response;
  const problem = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new ApiError(
    response.status,
    typeof problem?.message === "string" ? problem.message : `Request failed with status ${response.status}`,
  );
}

/**
 * The one way the browser writes through the site's JSON API: a same-origin POST of a JSON body.
 * Answers the Response when it is OK (read it as JSON or as a Blob); throws ApiError otherwise.
 */
export function postJson(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return callJson(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal });
}

/** The same for a GET of what the API answers afresh each time (a form's fill token); page data comes from loaders. */
export function getJson(path: string, signal?: AbortSignal): Promise<Response> {
  return callJson(path, { method: "GET", cache: "no-store", signal });
}
