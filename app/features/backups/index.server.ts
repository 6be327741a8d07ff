// The backups feature's server door: the status the settings screen shows.
export { backupStatus, type BackupServices, type BackupShelf } from "./status.server";
