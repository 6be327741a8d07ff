import { constants } from "node:fs";
import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../app/platform/db";
import type { Logger } from "../../app/platform/logger";
import { migrationsFolder } from "../storage/db";
import type { FileStore } from "../../app/platform/file-store";

const CHECK_TIMEOUT_MS = 3_000;
/** Every render place taken for this long: visitors are being turned away, so a balancer should send them elsewhere. */
export const RENDERS_FULL_NOT_READY_MS = 5_000;

export type ReadinessReport = {
  status: "ready" | "not_ready" | "stopping";
  checks: { database: boolean; migrations: boolean; storage: boolean; renders: boolean };
};

/** When the newest migration of this release was written (drizzle-kit's journal), which the database must have applied. */
async function newestMigration(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Settles with `check`'s answer, or false once it takes longer than a load balancer waits. */
function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  return Promise.race([check, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref())]);
}

/**
 * Whether this instance should be sent visitors (`/api/ready`), apart from whether it runs at all
 * (`/api/health`): the database answers, has every migration of this release, the storage folder
 * (where uploads arrive) can be written and the file store (the same folder, or a bucket) answers;
 * every render place has not been taken for longer than `RENDERS_FULL_NOT_READY_MS` (the render
 * gate's `fullForMs`); and the process is not shutting down.
 */
export function createReadiness({ db, storageDir, store, log }: { db: Db; storageDir: string; store?: FileStore; log: Logger }) {
  let stopping = false;
  const expected = newestMigration().catch((error: unknown) => {
    log.error({ err: error }, "cannot read the migrations' journal: this instance never reports ready");
    return Number.POSITIVE_INFINITY;
  });

  async function passes(name: string, check: () => Promise<boolean>): Promise<boolean> {
    try {
      return await withinTimeout(check());
    } catch (error) {
      log.warn({ err: error, check: name }, "readiness check failed");
      return false;
    }
  }

  return {
    /** From now on the instance answers that it is stopping (SIGTERM). */
    stop() {
      stopping = true;
    },

    async report(rendersFullForMs = 0): Promise<ReadinessReport> {
      const [database, migrations, storage] = await Promise.all([
        passes("database", async () => {
          await db.execute(sql`select 1`);
          return true;
        }),
        passes("migrations", async () => {
          // Both drivers answer with `rows`.
          const { rows } = (await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)) as unknown as {
            rows: { newest: string | null }[];
          };
          return Number(rows[0]?.newest ?? 0) >= (await expected);
        }),
        passes("storage", async () => {
          await access(storageDir, constants.W_OK);
          await store?.check();
          return true;
        }),
      ]);
      const renders = rendersFullForMs <= RENDERS_FULL_NOT_READY_MS;
      const status = stopping ? "stopping" : database && migrations && storage && renders ? "ready" : "not_ready";
      return { status, checks: { database, migrations, storage, renders } };
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
