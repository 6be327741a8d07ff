import { Form } from "react-router";
import { adminDangerButtonClass } from "./admin-buttons";

/** The end of an admin page about one thing: a box to tick that says what goes, and the button that deletes it (intent `delete`). */
export function DeleteForGood({ confirm, button }: { confirm: string; button: string }) {
  return (
    <Form method="post" className="flex flex-col gap-3 border border-line bg-white p-6">
      <input type="hidden" name="intent" value="delete" />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4 accent-bronze" />
        {confirm}
      </label>
      <button type="submit" className={adminDangerButtonClass}>
        {button}
      </button>
    </Form>
  );
}
