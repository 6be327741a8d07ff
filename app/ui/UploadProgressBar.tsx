import { useId } from "react";
import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "./messages";
import type { UploadProgress } from "./send-with-progress";

/** A progress as a whole percentage, for a label. */
export const percentOf = ({ sent, total }: UploadProgress) => (total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0);

const formatSize = (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`);

/**
 * A labelled <progress> of an upload: "Sending your photos: 40% (2.0 MB of 5.1 MB)". The label
 * names the bar for assistive technology, which reads its value as it changes.
 */
export function UploadProgressBar({ progress, label }: { progress: UploadProgress; label: string }) {
  const id = useId();
  const t = useMessages(uiMessages);
  const max = Math.max(progress.total, 1);
  return (
    <div className="space-y-1.5 text-sm text-ink">
      <label htmlFor={id}>
        {t("uploadProgress", { label, percent: percentOf(progress), sent: formatSize(progress.sent), total: formatSize(progress.total) })}
      </label>
      <progress id={id} value={Math.min(progress.sent, max)} max={max} className="block h-2 w-full accent-bronze" />
    </div>
  );
}
