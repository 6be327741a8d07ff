import type { Logger } from "../../app/platform/logger";
import type { Backups } from "./backups";

/** Milliseconds from `now` until the next `at` ("HH:MM", UTC): later today, or tomorrow. */
export function untilNextBackup(at: string, now: Date): number {
  const [hour = 0, minute = 0] = at.split(":").map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** Makes a backup every day at `schedule` (BACKUP_SCHEDULE, UTC) while the site runs, unless it is "off". */
export function scheduleBackups({
  schedule,
  backups,
  log,
  now = () => new Date(),
}: {
  schedule: string;
  backups: Pick<Backups, "run">;
  log: Logger;
  now?: () => Date;
}): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = schedule === "off";
  const next = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        backups
          .run()
          .catch((error: unknown) => log.error({ err: error }, "backup failed; it is tried again at the same time tomorrow"))
          .finally(next);
      },
      untilNextBackup(schedule, now()),
    );
  };
  next();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
