import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { buttonClass } from "~/ui/ButtonLink";

/** A form's submit button, which says so while the form is being sent. */
export function SubmitButton({ children, busyText }: { children: ReactNode; busyText: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" className={`${buttonClass("primary")} w-full justify-center`} aria-disabled={busy || undefined}>
      {busy ? busyText : children}
    </button>
  );
}
