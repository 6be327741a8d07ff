import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leadSubmissions } from "../../app/features/leads/index.server";
import { localFileStore } from "../../app/platform/file-store";
import { testDatabases } from "../../tests/support/database";
import { scratchWithS3Double } from "../../tests/support/scratch-with-s3";
import { silentLogger } from "../../tests/support/silent-logger";
import { type ArchivedFile, readBackupArchive } from "./backup-archive";
import { type Backups, configuredBackups, createBackups } from "./backups";
import { parseConfig } from "../config";
import type { Database } from "./db";
import { holdRemovals } from "./removal-hold";
import { restoreBackup } from "./restore";
import { openStorage } from "./storage";

describe("backups of the embedded database with the site's files", () => {
  let folder: string;
  let database: Database;
  let backups: Backups;
  let clock = new Date("2026-05-04T03:00:00.000Z");
  const shelf = () => localFileStore(path.join(folder, "backups"));

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "doors-backups-"));
    database = await testDatabases()[0]!.open();
    const files = holdRemovals(localFileStore(path.join(folder, "storage")), path.join(folder, "storage", "uploads"));
    await files.put("leads/porch.jpg", "a photo");
    await files.put("uploads/arriving.part", "an upload under way");
    await database.db.insert(leadSubmissions).values({
      id: randomUUID(),
      form: "lac_submit_project",
      fields: { project_name: "Casa Marea" },
      photos: [{ file: "porch.jpg", original_name: "porch.jpg", content_type: "image/jpeg", size: 7 }],
    });
    backups = createBackups({
      snapshot: database.snapshot!,
      files,
      shelf: shelf(),
      workDir: path.join(folder, "backups", ".work"),
      keep: 2,
      log: silentLogger,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("writes one archive: its manifest, the database, then every file but uploads under way", async () => {
    const made = await backups.run();
    expect(made).toMatchObject({ name: "backup-2026-05-04T03-00-00-000Z.tar.gz", takenAt: "2026-05-04T03:00:00.000Z", files: 1 });
    const parts: string[] = [];
    const files: ArchivedFile[] = [];
    await readBackupArchive(path.join(folder, "backups", made.name), {
      manifest: async (manifest) => void parts.push(`manifest of ${manifest.files} files, PostgreSQL ${manifest.postgres.split(" ")[0]}`),
      database: async (dump) => void parts.push(`database of ${dump.size > 1_000_000 ? "megabytes" : "too little"}`),
      file: async (key, body) => {
        let text = "";
        for await (const chunk of body) text += String(chunk);
        files.push({ key, localFile: text });
      },
    });
    expect(parts).toEqual([expect.stringMatching(/^manifest of 1 files, PostgreSQL 1\d/), "database of megabytes"]);
    expect(files).toEqual([{ key: "leads/porch.jpg", localFile: "a photo" }]);
    expect(await backups.latest()).toEqual({ name: made.name, takenAt: made.takenAt, bytes: made.bytes });
  });

  it("answers a second call with the backup under way, and keeps BACKUP_KEEP archives, the newest", async () => {
    clock = new Date("2026-05-05T03:00:00.000Z");
    const [one, two] = await Promise.all([backups.run(), backups.run()]);
    expect(two).toBe(one);
    clock = new Date("2026-05-06T03:00:00.000Z");
    await backups.run();
    expect((await shelf().list("")).filter((name) => !name.startsWith(".")).sort()).toEqual([
      "backup-2026-05-05T03-00-00-000Z.tar.gz",
      "backup-2026-05-06T03-00-00-000Z.tar.gz",
    ]);
    expect((await backups.latest())?.takenAt).toBe("2026-05-06T03:00:00.000Z");
  });
});

describe("a backup that fails", () => {
  it("leaves nothing half-written, lets removals go on, and lets the next backup run", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "doors-backup-fails-"));
    try {
      const files = holdRemovals(localFileStore(path.join(folder, "storage")), path.join(folder, "uploads"));
      await files.put("leads/porch.jpg", "a photo");
      const workDir = path.join(folder, "backups", ".work");
      const backups = createBackups({
        snapshot: async () => Promise.reject(new Error("the database is closing")),
        files,
        shelf: localFileStore(path.join(folder, "backups")),
        workDir,
        keep: 14,
        log: silentLogger,
      });
      await expect(backups.run()).rejects.toThrow("the database is closing");
      await expect(readdir(workDir)).rejects.toMatchObject({ code: "ENOENT" });
      await files.remove("leads/porch.jpg");
      expect(await files.underlying.info("leads/porch.jpg")).toBeNull();
      await expect(backups.run()).rejects.toThrow("the database is closing");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("backups of a site whose files are in a bucket", () => {
  const scratch = scratchWithS3Double("doors-backups-s3-");
  let database: Database;
  const site = (prefix: string) =>
    parseConfig({
      DATA_DIR: path.join(scratch.root, prefix, "data"),
      STORAGE_DIR: path.join(scratch.root, prefix, "storage"),
      S3_BUCKET: scratch.double.bucket,
      S3_ENDPOINT: scratch.double.url,
      S3_PREFIX: `${prefix}/`,
    });

  beforeAll(async () => {
    vi.stubEnv("AWS_ACCESS_KEY_ID", scratch.double.credentials.accessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", scratch.double.credentials.secretAccessKey);
    database = await testDatabases()[0]!.open();
  });
  afterAll(async () => {
    await database.close();
    vi.unstubAllEnvs();
  });

  it("keeps the archive in the bucket's backups/, without the resized images, and restores it into an empty prefix", async () => {
    const config = site("live");
    const storage = openStorage(config);
    await storage.files.put("leads/porch.jpg", "a photo");
    await storage.files.put("media/library/door.jpg", "a door");
    await storage.variants.put("media/library/door-320.webp", "a resized door");
    const made = await configuredBackups(config, storage, database.snapshot!, silentLogger).run();
    expect(made).toMatchObject({ files: 2, location: `s3://${scratch.double.bucket}/live/backups/` });
    expect(await storage.backups.list("")).toEqual([made.name]);
    expect((await configuredBackups(config, storage, database.snapshot!, silentLogger).latest())?.bytes).toBe(made.bytes);

    const archive = path.join(scratch.root, made.name);
    await pipeline((await storage.backups.read(made.name))!, createWriteStream(archive));
    const target = site("restored");
    const files = openStorage(target).files;
    expect(
      await restoreBackup(archive, { dataDir: target.DATA_DIR, files, scratchDir: path.join(target.STORAGE_DIR, "uploads") }),
    ).toMatchObject({
      files: 2,
    });
    expect((await files.list("")).sort()).toEqual(["leads/porch.jpg", "media/library/door.jpg"]);
    expect((await files.readAll("leads/porch.jpg"))?.toString()).toBe("a photo");
  }, 60_000);
});
