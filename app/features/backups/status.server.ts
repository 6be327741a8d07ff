import type { PlatformConfig } from "~/platform/config";
import { type BackupRecord, type BackupStatus, backupsStale } from "./backups";

/** The archives the site keeps (server/storage/backups.ts); none on PostgreSQL, whose backups are pg_dump's. */
export type BackupShelf = { latest(): Promise<BackupRecord | null> };

export type BackupServices = { backups: BackupShelf | null; config: Pick<PlatformConfig, "BACKUP_SCHEDULE" | "BACKUP_KEEP"> };

/** The settings screen's backup status: the newest archive, and whether it is too old. */
export async function backupStatus({ backups, config }: BackupServices, now = new Date()): Promise<BackupStatus> {
  if (!backups) return { database: "postgres" };
  const latest = await backups.latest();
  return { database: "embedded", latest, schedule: config.BACKUP_SCHEDULE, keep: config.BACKUP_KEEP, stale: backupsStale(latest, now) };
}
