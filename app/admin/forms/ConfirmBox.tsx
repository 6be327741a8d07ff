import type { ReactNode } from "react";
import { confirmBox } from "./confirm-box";

/** The box a form that cannot be undone asks to tick, saying what will happen; the server reads it with `confirmed`. */
export function ConfirmBox({ children }: { children: ReactNode }) {
  return (
    <label className="flex items-start gap-2 text-sm text-ink">
      <input type="checkbox" name={confirmBox.name} value={confirmBox.ticked} required className="mt-1 size-4 accent-bronze" />
      {children}
    </label>
  );
}
