import { fsyncSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./db";
import { DurableNodeFS } from "./durable-node-fs";

type Rows<T> = { rows: T[] };

describe("the embedded database", () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "doors-db-"));
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const show = async (name: string) => {
    const { rows } = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as Rows<Record<string, string>>;
    return rows[0]?.[name];
  };

  it("keeps a 16 MB buffer cache, not PostgreSQL's 128 MB that would stay resident for good", async () => {
    expect(await show("shared_buffers")).toBe("16MB");
  });

  it("writes every commit through to the disk: fsync and synchronous_commit on, the WAL synced by fsync", async () => {
    expect(await show("fsync")).toBe("on");
    expect(await show("synchronous_commit")).toBe("on");
    // Emscripten's fdatasync does nothing (server/storage/durable-node-fs.ts).
    expect(await show("wal_sync_method")).toBe("fsync");
  });
});

describe("the embedded database's file system", () => {
  it("calls the host's fsync on the WAL at each commit, which Emscripten's NODEFS never did", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "doors-fs-"));
    const synced: string[] = [];
    const sync = (descriptor: number) => {
      synced.push(readlinkSync(`/proc/self/fd/${descriptor}`));
      fsyncSync(descriptor);
    };
    const pglite = await PGlite.create({
      fs: new DurableNodeFS(dataDir, sync),
      startParams: [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync"],
    });
    try {
      await pglite.exec("create table lead (id int)");
      synced.length = 0;
      await pglite.exec("insert into lead values (1)");
      expect(synced.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
      synced.length = 0;
      await pglite.exec("checkpoint");
      // Data files and folders too, so that a checkpoint never lets go of WAL whose pages are unwritten.
      expect(synced.some((file) => file.includes(`${path.sep}base${path.sep}`))).toBe(true);
      expect(synced).toContain(path.join(dataDir, "pg_xact"));
    } finally {
      await pglite.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
