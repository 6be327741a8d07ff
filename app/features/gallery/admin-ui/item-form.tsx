import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/** The text of a form's field, read when it is needed (an upload takes the title typed so far). */
export function fieldOf(form: HTMLFormElement | null, name: string): string {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
}

/** Fills a field that is still empty: a chosen picture brings its alt text from the library. */
export function fillIfEmpty(form: HTMLFormElement | null, name: string, value: string) {
  const field = form?.elements.namedItem(name);
  if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value.trim() === "") field.value = value;
}

/** An item form's submit button, which says so while the form is being sent. */
export function SaveButton({ children }: { children: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div>
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-bronze-dark"
      >
        {busy ? "Saving…" : children}
      </button>
    </div>
  );
}
