import type { Context, MiddlewareHandler } from "hono";
import { hasUnreadableText } from "../../app/platform/unreadable-text";
import type { AppEnv } from "../../app/platform/app-env";

/**
 * What is wrong with a request's address: a path that cannot be decoded, or a decoded path segment,
 * query name or query value that breaks the text rule (app/platform/unreadable-text.ts); null when fine.
 */
export function unreadableAddress(url: URL): string | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return "path is not valid percent-encoding";
  }
  if (hasUnreadableText(path)) return "path has a control character";
  for (const [name, value] of url.searchParams)
    if (hasUnreadableText(name) || hasUnreadableText(value)) return "query has a control character";
  return null;
}

/** Answers 400 before anything else reads an address that breaks the text rule. */
export function readableAddress(refuse: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => (unreadableAddress(new URL(c.req.url)) === null ? next() : refuse(c));
}
