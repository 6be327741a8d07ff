import { describe, expect, it } from "vitest";
import type { BackupRecord } from "./backups";
import { backupStatus } from "./status.server";

const config = { BACKUP_SCHEDULE: "03:00", BACKUP_KEEP: 14 };
const shelf = (latest: BackupRecord | null) => ({ latest: async () => latest });
const takenAt = "2026-05-04T03:00:00.000Z";
const record = { name: "backup-2026-05-04T03-00-00-000Z.tar.gz", takenAt, bytes: 1 };

describe("the backup status of the settings screen", () => {
  it("is stale once no backup is younger than two days", async () => {
    expect(await backupStatus({ backups: shelf(record), config }, new Date("2026-05-06T03:00:00.000Z"))).toEqual({
      database: "embedded",
      latest: record,
      schedule: "03:00",
      keep: 14,
      stale: false,
    });
    expect(await backupStatus({ backups: shelf(record), config }, new Date("2026-05-06T03:00:01.000Z"))).toMatchObject({ stale: true });
    expect(await backupStatus({ backups: shelf(null), config })).toMatchObject({ latest: null, stale: true });
  });

  it("leaves PostgreSQL's backups to PostgreSQL", async () => {
    expect(await backupStatus({ backups: null, config })).toEqual({ database: "postgres" });
  });
});
