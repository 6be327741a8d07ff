// A throw-away database for a latency script: PGlite in a temporary folder, or a new database on
// the PostgreSQL server named by `postgresUrl`; `dispose()` removes both.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../server/storage/db";

export type ScratchDatabase = { database: Database; work: string; dispose: () => Promise<void> };

export async function adminQuery(postgresUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

export async function openScratchDatabase(label: string, postgresUrl?: string): Promise<ScratchDatabase> {
  const work = await mkdtemp(path.join(os.tmpdir(), `doors-${label}-`));
  const name = `doors_${label.replaceAll("-", "_")}_${process.pid}`;
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(work, "data") });
  return {
    database,
    work,
    dispose: async () => {
      await database.close();
      if (postgresUrl) await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile of sorted latencies, nearest rank. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
