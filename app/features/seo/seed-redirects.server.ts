import { and, eq, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { redirects } from "./tables.server";

export type RedirectRow = { fromPath: string; toTarget: string; status: number };

/** What a seed import did to the redirects: `kept` are staff's at an address the seed also has. */
export type SeedRedirectsResult = { saved: number; kept: number; removed: number };

/**
 * Writes the seed's redirects and removes the seeded ones it no longer has. A redirect staff made
 * or changed is left as it is; one identical to the seed's is claimed, so rows written before the
 * `seeded` column existed become the seed's again.
 */
export async function syncSeedRedirects(db: Db, rows: readonly RedirectRow[], seedKeys: readonly string[]): Promise<SeedRedirectsResult> {
  return db.transaction(async (tx) => {
    let saved = 0;
    for (const row of rows) {
      const written = await tx
        .insert(redirects)
        .values({ ...row, seeded: true })
        .onConflictDoUpdate({
          target: redirects.fromPath,
          set: { toTarget: row.toTarget, status: row.status, seeded: true, updatedAt: sql`now()` },
          where: or(eq(redirects.seeded, true), and(eq(redirects.toTarget, row.toTarget), eq(redirects.status, row.status))),
        })
        .returning({ id: redirects.id });
      saved += written.length;
    }
    const removed = await tx
      .delete(redirects)
      .where(and(eq(redirects.seeded, true), seedKeys.length > 0 ? notInArray(redirects.fromPath, [...seedKeys]) : undefined))
      .returning({ id: redirects.id });
    return { saved, kept: rows.length - saved, removed: removed.length };
  });
}
