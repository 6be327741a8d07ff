// The backups feature's door for code that runs in the browser too.
export { BACKUP_STALE_AFTER_MS, backupsStale, type BackupRecord, type BackupStatus } from "./backups";
