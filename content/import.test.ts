import { sql } from "drizzle-orm";
import { mkdtemp, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../server/db";
import { createContentService, entities } from "../app/features/content/index.server";
import { testDatabases } from "../tests/support/database";
import { silentLogger } from "../tests/support/silent-logger";
import { DEMO_MEDIA_ENV } from "../tests/support/template";
import { importDemoContent } from "./index";

describe.each(testDatabases())("demo content import on $name", ({ open }) => {
  let database: Database;
  let storageDir: string;
  beforeAll(async () => {
    database = await open();
    storageDir = await mkdtemp(path.join(os.tmpdir(), "doors-storage-"));
    // The photos the global setup rendered: rendering is tested in content/media; here, the import.
    const demoMedia = process.env[DEMO_MEDIA_ENV];
    if (demoMedia) await symlink(demoMedia, path.join(storageDir, "media"), "dir");
  });
  afterAll(() => database.close());

  it("fills an empty database and is idempotent", async () => {
    const content = createContentService(database.db, "en-US");
    expect(await content.isEmpty()).toBe(true);
    const first = await importDemoContent({ db: database.db, storageDir, log: silentLogger });
    const second = await importDemoContent({ db: database.db, storageDir, log: silentLogger });
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(entities);
    expect(row?.count).toBe(first.entities);
    expect(second.entities).toBe(first.entities);
    expect(second.imagesGenerated).toBe(0);
    expect(second.rejected).toBe(0);
    expect(await content.isEmpty()).toBe(false);
  }, 240_000);

  it("serves the published home page", async () => {
    const home = await createContentService(database.db, "en-US").pageByPath("/");
    expect(home?.elements[0]?.render_name).toBe("blade_large_hero");
  });

  it("keeps the draft-only demo page out of the published site and in preview", async () => {
    const content = createContentService(database.db, "en-US");
    expect(await content.pageByPath("/about/design-center")).toBeNull();
    expect((await content.previewByPath("/about/design-center"))?.title).toBe("Design Center");
  });
});
