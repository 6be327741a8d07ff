import { formatChange } from "~/admin/admin-dates";
import { formatBytes } from "~/lib/format-bytes";
import type { BackupRecord, BackupStatus } from "../backups";

const codeClass = "bg-linen px-1 font-mono text-[0.85em]";

function staleWarning(latest: BackupRecord | null): string {
  const last = latest ? `The last one was taken ${formatChange(latest.takenAt)} UTC.` : "None has been made yet.";
  return `No backup is younger than two days. ${last} Run npm run backup on the server, and look for "backup failed" in the site's log.`;
}

/** The settings screen's word on backups: the newest archive, the schedule, and a warning when it is too old. */
export function BackupsPanel({ status }: { status: BackupStatus }) {
  return (
    <section aria-labelledby="backups-heading" className="space-y-3 border border-line bg-white p-4 sm:p-6">
      <h2 id="backups-heading" className="text-lg font-medium text-ink">
        Backups
      </h2>
      {status.database === "postgres" ? (
        <p className="text-sm text-stone">
          The site runs on PostgreSQL: its backups are PostgreSQL&apos;s (<code className={codeClass}>pg_dump</code> or your
          provider&apos;s), with the files as the operations guide says.
        </p>
      ) : (
        <>
          {/* Part of the page as it loads, not news of a change: no live region, which would also be taken for a form's answer. */}
          {status.stale ? (
            <p className="border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
              <strong>Warning:</strong> {staleWarning(status.latest)}
            </p>
          ) : null}
          {status.latest ? (
            <p className="text-sm text-ink">
              Last backup: {formatChange(status.latest.takenAt)} UTC, {formatBytes(status.latest.bytes)}.
            </p>
          ) : null}
          <p className="text-sm text-stone">
            {status.schedule === "off" ? (
              <>Nightly backups are off (BACKUP_SCHEDULE).</>
            ) : (
              <>
                The site backs up its database and files every night at {status.schedule} UTC and keeps the {status.keep} newest.
              </>
            )}{" "}
            <code className={codeClass}>npm run backup</code> makes one now.
          </p>
        </>
      )}
    </section>
  );
}
