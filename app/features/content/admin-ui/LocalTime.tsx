import { formatChange } from "~/admin/admin-dates";
import { useHydrated } from "~/lib/use-hydrated";

/** The browser's time zone as editors read it ("Europe/Paris"), or null before the page's script runs. */
export function useTimeZone(): string | null {
  return useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
}

/** Minutes from a datetime-local value on this browser's clock to UTC, at that date (summer time included). */
export function offsetAt(local: string): number | null {
  // "2026-12-01T09:00", with no zone, is read as the browser's local time.
  const at = new Date(local);
  return local === "" || Number.isNaN(at.getTime()) ? null : at.getTimezoneOffset();
}

/** A moment in the editor's own time zone, said with it; in UTC before the page's script runs, or without it. */
export function LocalTime({ iso }: { iso: string }) {
  const zone = useTimeZone();
  const local = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return <time dateTime={iso}>{zone ? `${local.format(new Date(iso))} (${zone})` : `${formatChange(iso)} UTC`}</time>;
}
