import type { DraftAnswer } from "../save-conflict";
import { useTimeZone } from "./LocalTime";

/** A moment as a clock shows it, "10:42": on the editor's own clock, in UTC (said so) before the page's script runs. */
function ClockTime({ iso }: { iso: string }) {
  const zone = useTimeZone();
  const clock = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone ?? "UTC" });
  return <time dateTime={iso}>{`${clock.format(new Date(iso))}${zone ? "" : " UTC"}`}</time>;
}

/**
 * Where the draft stands, beside its save button: being saved, changed since, saved at a time
 * (until the next change), or why the last save was refused.
 */
export function DraftSaveStatus({ saving, dirty, answer }: { saving: boolean; dirty: boolean; answer: DraftAnswer | undefined }) {
  return (
    <p role="status" className="text-sm text-stone">
      {saving ? (
        "Saving…"
      ) : dirty ? (
        "Unsaved changes"
      ) : answer?.tone === "error" ? (
        answer.message
      ) : answer?.savedAt ? (
        <>
          Saved <ClockTime iso={answer.savedAt} />
        </>
      ) : null}
    </p>
  );
}
