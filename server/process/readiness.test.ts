import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/database";
import { silentLogger } from "../../tests/support/silent-logger";
import type { Database } from "../storage/db";
import { RENDERS_FULL_NOT_READY_MS, createReadiness } from "./readiness";
import { localFileStore } from "../../app/platform/file-store";

describe.each(testDatabases())("readiness on $name", ({ open }) => {
  let database: Database;
  let storageDir: string;

  beforeAll(async () => {
    database = await open();
    storageDir = await mkdtemp(path.join(os.tmpdir(), "doors-ready-"));
  });
  afterAll(async () => {
    await database.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it("is ready with the database migrated and the storage writable, and says which check fails", async () => {
    expect(await createReadiness({ db: database.db, storageDir, log: silentLogger }).report()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, storage: true, renders: true },
    });
    const noStorage = await createReadiness({ db: database.db, storageDir: path.join(storageDir, "gone"), log: silentLogger }).report();
    expect(noStorage).toEqual({ status: "not_ready", checks: { database: true, migrations: true, storage: false, renders: true } });
    const failing = { ...localFileStore(storageDir), check: () => Promise.reject(new Error("bucket unreachable")) };
    const noBucket = await createReadiness({ db: database.db, storageDir, store: failing, log: silentLogger }).report();
    expect(noBucket).toEqual({ status: "not_ready", checks: { database: true, migrations: true, storage: false, renders: true } });
  });

  it("is not ready once every render place has been taken for longer than a few seconds, and ready again when one frees", async () => {
    const readiness = createReadiness({ db: database.db, storageDir, log: silentLogger });
    expect((await readiness.report(RENDERS_FULL_NOT_READY_MS)).status).toBe("ready");
    expect(await readiness.report(RENDERS_FULL_NOT_READY_MS + 1)).toEqual({
      status: "not_ready",
      checks: { database: true, migrations: true, storage: true, renders: false },
    });
    expect((await readiness.report(0)).status).toBe("ready");
  });

  it("is not ready while the database lacks this release's newest migration", async () => {
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const report = await createReadiness({ db: database.db, storageDir, log: silentLogger }).report();
    expect(report).toEqual({ status: "not_ready", checks: { database: true, migrations: false, storage: true, renders: true } });
  });

  it("answers stopping from the moment the process is told to stop", async () => {
    const readiness = createReadiness({ db: database.db, storageDir, log: silentLogger });
    readiness.stop();
    expect((await readiness.report()).status).toBe("stopping");
  });
});
