/** An error as the log keeps it: what failed and where, never the data it was given. */
export type SafeError = { type: string; message: string; code?: string; query?: string; stack?: string; cause?: SafeError };

const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[A-Za-z]{2,}/g;
const MAX_CAUSES = 3;

const withoutEmails = (text: string) => text.replace(EMAIL, "[email]");

/**
 * Pino's serializer for `err`. A failed query (Drizzle's DrizzleQueryError) quotes every bound
 * parameter in its message and stack, which for a lead is the visitor's name, e-mail and phone:
 * the query is kept and the parameters dropped. A driver's `detail` (which quotes values) is not
 * copied, and e-mail addresses anywhere in a message are masked.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutEmails(String(error)) };
  const query = "query" in error && typeof error.query === "string" ? error.query : undefined;
  const message = withoutEmails(query !== undefined && "params" in error ? `Failed query: ${query}` : error.message);
  const stack = error.stack ?? "";
  const framesAt = stack.indexOf(error.message);
  const frames = framesAt >= 0 ? stack.slice(framesAt + error.message.length) : "";
  const code = "code" in error && (typeof error.code === "string" || typeof error.code === "number") ? String(error.code) : undefined;
  return {
    type: error.name,
    message,
    ...(code === undefined ? {} : { code }),
    ...(query === undefined ? {} : { query }),
    stack: `${error.name}: ${message}${withoutEmails(frames)}`,
    ...(error.cause !== undefined && depth < MAX_CAUSES ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}
