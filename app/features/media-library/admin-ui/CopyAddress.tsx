import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** The item's address, selectable, with a button that copies it once scripts run. */
export function CopyAddress({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="media-address" className="sr-only">
        Address of the file
      </label>
      <input
        id="media-address"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 border border-line bg-linen px-3 py-2 font-mono text-sm text-ink"
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}
          className="border border-ink px-3 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white"
        >
          Copy
        </button>
      ) : null}
      <span aria-live="polite" className="text-sm text-stone">
        {copied ? "Copied." : ""}
      </span>
    </div>
  );
}
