import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { DurableNodeFS } from "./durable-node-fs";
import type { DatabaseKind, Db } from "../../app/platform/db";

/**
 * The embedded database's data directory as one tar (PGlite's dumpDataDir), taken between two
 * transactions after a checkpoint, with the PostgreSQL version that wrote it: what a backup holds
 * (server/storage/backups.ts).
 */
export type DatabaseSnapshot = () => Promise<{ dump: Blob; version: string }>;

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL's address, which other instances share (the change channel listens on it); none for PGlite. */
  databaseUrl?: string;
  close: () => Promise<void>;
  /** The embedded database's snapshot; PostgreSQL has pg_dump for that. */
  snapshot?: DatabaseSnapshot;
};

export const migrationsFolder = path.resolve("db/migrations");

/**
 * The embedded database's buffer cache (docs/decisions/0029). With PostgreSQL's default of 128 MB,
 * PGlite's WebAssembly memory was 153 MB resident from the start, and WebAssembly memory never
 * shrinks; with 16 MB it is about 30 MB. The demo site's data is 11 MB; blocks outside the cache
 * are read from the operating system's page cache.
 */
const EMBEDDED_SHARED_BUFFERS = "16MB";
/**
 * PGlite's defaults hold `-F` (fsync off): a power cut could lose acknowledged leads or corrupt the
 * whole cluster. Here every commit waits for its WAL to reach the disk (docs/decisions/0034);
 * `wal_sync_method = fsync` because Emscripten's fdatasync does nothing (server/storage/durable-node-fs.ts).
 */
const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  ...["-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  ...["-c", "fsync=on", "-c", "synchronous_commit=on", "-c", "wal_sync_method=fsync"],
];

/** The embedded database's own folder in DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.resolve(dataDir, "pglite");

/**
 * Writes a snapshot (`DatabaseSnapshot`) into `dataDir`, which holds no database, and closes it
 * cleanly: PostgreSQL recovers it as after a crash, syncs it to the disk and checkpoints
 * (`npm run restore`, server/storage/restore.ts; the caller holds the data directory's lock).
 */
export async function restoreEmbeddedDatabase(dataDir: string, dump: Blob): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    fs: new DurableNodeFS(pgliteFolder(dataDir)),
    startParams: EMBEDDED_START_PARAMS,
    loadDataDir: dump,
  });
  await client.close();
}

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { pglite: PGlite };

/** Opens the embedded database (a data directory) or PostgreSQL, and applies migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("databaseUrl" in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection that the server drops (a restart, a failover) must not crash the process:
    // the pool discards it and opens a new one for the next query.
    pool.on("error", (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
    const db = drizzlePostgres(pool);
    await migratePostgres(db, { migrationsFolder });
    return { db, kind: "postgres", databaseUrl: target.databaseUrl, close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = () => {};
  if ("pglite" in target) {
    client = target.pglite;
  } else {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDataDir(target.dataDir);
    client = await PGlite.create({ fs: new DurableNodeFS(pgliteFolder(target.dataDir)), startParams: EMBEDDED_START_PARAMS });
  }
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    // In a transaction of its own, which waits for the one under way (drizzle's are PGlite's): a file
    // a transaction moved is where the snapshot says.
    snapshot: () =>
      client.transaction(async (tx) => {
        await tx.exec("CHECKPOINT");
        const { rows } = await tx.query<{ server_version: string }>("SHOW server_version");
        return { dump: await client.dumpDataDir("none"), version: rows[0]?.server_version ?? "" };
      }),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
