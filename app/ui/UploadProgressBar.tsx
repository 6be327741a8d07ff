import { useId } from "react";
import { useLocale, useMessages } from "~/i18n/LocaleProvider";
import type { Translate } from "~/i18n/messages";
import { uiMessages } from "./messages";
import type { UploadProgress } from "./send-with-progress";

/** A progress as a whole percentage, for a label. */
export const percentOf = ({ sent, total }: UploadProgress) => (total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0);

/** "2.0 MB", "500 KB" in the page's words and digits ("2,0 Mo" in French). */
function formatSize(bytes: number, tag: string, t: Translate<keyof typeof uiMessages.source>): string {
  if (bytes < 1_000_000) return t("kilobytes", { size: Math.round(bytes / 1000) });
  return t("megabytes", {
    size: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1_000_000),
  });
}

/**
 * A labelled <progress> of an upload: "Sending your photos: 40% (2.0 MB of 5.1 MB)". The label
 * names the bar for assistive technology, which reads its value as it changes.
 */
export function UploadProgressBar({ progress, label }: { progress: UploadProgress; label: string }) {
  const id = useId();
  const t = useMessages(uiMessages);
  const { tag } = useLocale();
  const max = Math.max(progress.total, 1);
  return (
    <div className="space-y-1.5 text-sm text-ink">
      <label htmlFor={id}>
        {t("uploadProgress", {
          label,
          percent: percentOf(progress),
          sent: formatSize(progress.sent, tag, t),
          total: formatSize(progress.total, tag, t),
        })}
      </label>
      <progress id={id} value={Math.min(progress.sent, max)} max={max} className="block h-2 w-full accent-bronze" />
    </div>
  );
}
