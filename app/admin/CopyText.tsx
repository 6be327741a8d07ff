import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

type CopyTextProps = {
  id: string;
  label: string;
  value: string;
  /** The label shown above the text; otherwise only screen readers say it. */
  showLabel?: boolean;
};

/** A text to pass on (an address, a link), selectable without scripts, with a button that copies it once they run. */
export function CopyText({ id, label, value, showLabel = false }: CopyTextProps) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={showLabel ? "mb-1.5 block text-sm font-medium text-ink" : "sr-only"}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 border border-line bg-linen px-3 py-2 font-mono text-sm text-ink"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
            className="border border-ink px-3 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white"
          >
            Copy<span className="sr-only">{` the ${label.toLowerCase()}`}</span>
          </button>
        ) : null}
        <span aria-live="polite" className="text-sm text-stone">
          {copied ? "Copied." : ""}
        </span>
      </div>
    </div>
  );
}
