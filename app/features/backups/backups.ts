/** A backup's archive as the admin shows it: when it was taken and how large it is. */
export type BackupRecord = { name: string; takenAt: string; bytes: number };

/** What the settings screen says of backups: the site's own on the embedded database, none on PostgreSQL. */
export type BackupStatus =
  { database: "embedded"; latest: BackupRecord | null; schedule: string; keep: number; stale: boolean } | { database: "postgres" };

/** The nightly backup missed twice. */
export const BACKUP_STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether no backup is younger than two days. */
export function backupsStale(latest: BackupRecord | null, now: Date): boolean {
  return !latest || now.getTime() - Date.parse(latest.takenAt) > BACKUP_STALE_AFTER_MS;
}
