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

/**
 * The one way the browser calls the site's JSON API: a same-origin POST of a JSON body. Answers
 * the Response when it is OK (read it as JSON or as a Blob); throws ApiError otherwise.
 */
export async function postJson(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal,
  });
  if (response.ok) return response;
  const problem = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new ApiError(
    response.status,
    typeof problem?.message === "string" ? problem.message : `Request failed with status ${response.status}`,
  );
}
