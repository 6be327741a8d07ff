import { eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { SiteChanges } from "~/platform/changes";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import { resolveRedirect } from "./redirect-chain";
import { type Redirect, RedirectInputSchema, isSiteOwnedPath, redirectKey, redirectTarget } from "./redirect-schema";
import { type RedirectRow, type SeedRedirectsResult, syncSeedRedirects } from "./seed-redirects.server";
import { redirects } from "./tables.server";

/**
 * The table is small and read on every page request: kept in memory, reread after a write here or
 * in another instance (`reread`), and at least every minute.
 */
const TABLE_MAX_AGE_MS = 60_000;

/** The valid inputs as rows; an invalid one is logged and skipped. */
function redirectRows(inputs: readonly unknown[], log: Logger): RedirectRow[] {
  return inputs.flatMap((input, index) => {
    const result = RedirectInputSchema.safeParse(input);
    if (!result.success) {
      log.error({ index, issues: result.error.issues.slice(0, 5) }, "redirect rejected");
      return [];
    }
    return [{ fromPath: redirectKey(result.data.from), toTarget: result.data.to, status: result.data.status }];
  });
}

/** The addresses the inputs redirect from, the rejected ones included: a typo in a target removes nothing. */
function fromKeys(inputs: readonly unknown[]): string[] {
  return inputs.flatMap((input) => {
    const from = (input as { from?: unknown } | null)?.from;
    return typeof from === "string" ? [redirectKey(from)] : [];
  });
}

export type RedirectService = ReturnType<typeof createRedirectService>;

/** `changes` hears every write, so pages render afresh and the other instances reread the table. */
export function createRedirectService(db: Db, options: { changes?: SiteChanges; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  let table: Promise<Map<string, Redirect>> | null = null;
  let loadedAt = 0;

  async function load(): Promise<Map<string, Redirect>> {
    const rows = await db.select().from(redirects);
    // Rows written before targets were checked are left out, never followed.
    const sameSite = rows.filter((row) => redirectTarget(row.toTarget) !== null);
    return new Map(
      sameSite.map((row) => [row.fromPath, { from: row.fromPath, to: row.toTarget, status: row.status as Redirect["status"] }]),
    );
  }

  function current(): Promise<Map<string, Redirect>> {
    if (!table || now() - loadedAt > TABLE_MAX_AGE_MS) {
      loadedAt = now();
      table = load().catch((error: unknown) => {
        table = null;
        throw error;
      });
    }
    return table;
  }

  return {
    /** Where `pathname` redirects to, after following the chain; null for none or a loop. */
    async resolve(pathname: string, log?: Logger) {
      return resolveRedirect(await current(), pathname, (path) => log?.warn({ path }, "redirect loop: serving the page instead"));
    },

    async list(): Promise<Redirect[]> {
      return [...(await current()).values()];
    },

    /** Of `paths`, those staff send elsewhere (their own rules, not the seed's): pages moved or retired in the admin. */
    async staffRedirectedFrom(paths: readonly string[]): Promise<string[]> {
      const rows = await db.select({ from: redirects.fromPath }).from(redirects).where(eq(redirects.seeded, false));
      const sources = new Set(rows.map((row) => row.from));
      return paths.filter((path) => sources.has(redirectKey(path)));
    },

    /**
     * Stores staff's redirects, matched by `from` (saving twice leaves one copy). Each is validated
     * first; an invalid one is logged and skipped.
     */
    async saveRedirects(inputs: readonly unknown[], log: Logger): Promise<{ saved: number; rejected: number }> {
      const rows = redirectRows(inputs, log);
      if (rows.length > 0) {
        await db.transaction(async (tx) => {
          for (const row of rows) {
            await tx
              .insert(redirects)
              .values(row)
              .onConflictDoUpdate({
                target: redirects.fromPath,
                set: { toTarget: row.toTarget, status: row.status, seeded: false, updatedAt: sql`now()` },
              });
          }
        });
        table = null;
        void options.changes?.publish({ kind: "redirects" });
      }
      return { saved: rows.length, rejected: inputs.length - rows.length };
    },

    /** The table changed (staff's rules, an import, another instance): reread it at the next request. */
    reread(): void {
      table = null;
    },

    /** The seed import's redirects (content/redirects.ts): replaces and removes only the seed's own rows. */
    async saveSeedRedirects(inputs: readonly unknown[], log: Logger): Promise<SeedRedirectsResult & { rejected: number }> {
      const rows = redirectRows(inputs, log);
      const result = await syncSeedRedirects(db, rows, fromKeys(inputs));
      table = null;
      void options.changes?.publish({ kind: "redirects" });
      return { ...result, rejected: inputs.length - rows.length };
    },

    /** Drops the redirect from `from`, if any: a page now lives at that address. */
    async removeFrom(from: string): Promise<void> {
      const removed = await db
        .delete(redirects)
        .where(eq(redirects.fromPath, redirectKey(from)))
        .returning({ id: redirects.id });
      if (removed.length === 0) return;
      table = null;
      void options.changes?.publish({ kind: "redirects" });
    },
  };
}

/**
 * Answers a document request for an old address with its redirect before anything renders, and
 * one with a trailing slash with the address without it.
 * Client navigations (`{path}.data`) pass: React Router must encode their redirect itself, which
 * the content loader does for the paths that have no page (`redirectFor`).
 */
export function redirectsMiddleware(service: RedirectService, log: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    if (url.pathname.endsWith(".data") || url.pathname.startsWith("/ES/") || isSiteOwnedPath(url.pathname)) return next();
    const location = await redirectFor(service, url, log);
    if (location) return c.redirect(location.href, location.status);
    // One address per page, the one its canonical link names: /blog/ is /blog. Leading slashes
    // are folded too: "//evil.example" would send the browser to another site.
    if (url.pathname.length > 1 && url.pathname.endsWith("/"))
      return c.redirect(`/${url.pathname.replace(/^\/+|\/+$/g, "")}${url.search}`, 301);
    return next();
  };
}

/** The redirect of `url`, with its query carried over to a local target that has none. */
export async function redirectFor(service: RedirectService, url: URL, log?: Logger) {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const found = await service.resolve(pathname, log);
  if (!found) return null;
  const keepsQuery = found.location.startsWith("/") && !found.location.includes("?");
  return { href: keepsQuery ? `${found.location}${url.search}` : found.location, status: found.status };
}
