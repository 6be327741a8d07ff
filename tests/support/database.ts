import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../../server/storage/db";
import { withDatabase } from "./global-setup";
import { pgliteDemoFile, pgliteTemplateFile, postgresTemplate } from "./template";

export type TestDatabase = { name: "pglite" | "postgres"; open: () => Promise<Database> };

/**
 * A dump in memory as PGlite's `loadDataDir` reads it (its `arrayBuffer()`, a fresh copy each time).
 * A Blob of the 42 MB template cost 0.5 s of CPU per database here, a third of opening one: Node
 * copies the bytes in, then reads them back out in chunks.
 */
class DumpInMemory extends Blob {
  constructor(private readonly contents: Uint8Array) {
    super();
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents.slice().buffer);
  }
}

/** Each dump file's bytes, read once per worker: the global setup writes them before any test starts. */
const dumps = new Map<string, Promise<Uint8Array>>();

async function openPglite(dumpFile: string): Promise<Database> {
  let bytes = dumps.get(dumpFile);
  if (!bytes) {
    bytes = readFile(dumpFile).then((buffer) => new Uint8Array(buffer));
    dumps.set(dumpFile, bytes);
  }
  return openDatabase({ pglite: await PGlite.create({ loadDataDir: new DumpInMemory(await bytes) }) });
}

/**
 * A fresh PostgreSQL database, copied from the migrated template, that several instances of the
 * site open side by side (each `open()` has its own pool); `drop()` removes it.
 */
export async function sharedPostgres(url: string): Promise<{ url: string; open: () => Promise<Database>; drop: () => Promise<void> }> {
  const name = `doors_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate()}`);
  await admin.end();
  return {
    /** For processes of their own (the multi-process test). */
    url: withDatabase(url, name),
    open: () => openDatabase({ databaseUrl: withDatabase(url, name) }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const shared = await sharedPostgres(url);
  const database = await shared.open();
  return {
    ...database,
    close: async () => {
      await database.close();
      await shared.drop();
    },
  };
}

/**
 * The database of a whole-site test (`*.site.test.ts`): PGlite with the demo content already
 * imported, as a first start leaves it. The services behind the pages run on both engines in their
 * own tests (docs/decisions/0004).
 */
export function siteTestDatabases(): TestDatabase[] {
  return [{ name: "pglite", open: () => openPglite(pgliteDemoFile()) }];
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Each open() is a fresh copy. */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  const all: TestDatabase[] = [{ name: "pglite", open: () => openPglite(pgliteTemplateFile()) }];
  if (url) all.push({ name: "postgres", open: () => openPostgres(url) });
  return all;
}

/**
 * Empties every table of `database`, identities starting again at 1: what a fresh copy of the
 * migrated template holds (its migrations insert no rows). A file whose tests each need an empty
 * database opens one for all of them and empties it before each: a fraction of opening a copy
 * (a PGlite copy boots in 1 to 3 s here).
 */
export async function emptyTables(database: Database): Promise<void> {
  const { rows } = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = rows.map((row) => `"public"."${row.table_name}"`).join(", ");
  await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}
