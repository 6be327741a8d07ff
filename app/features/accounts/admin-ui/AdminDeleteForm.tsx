import { Form } from "react-router";

/** The end of an admin page about one thing: a box to tick that says what goes, and the button that deletes it. */
export function AdminDeleteForm({ confirm, button }: { confirm: string; button: string }) {
  return (
    <Form method="post" className="flex flex-col gap-3 border border-line bg-white p-6">
      <input type="hidden" name="intent" value="delete" />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4 accent-bronze" />
        {confirm}
      </label>
      <button
        type="submit"
        className="self-start border border-red-800 px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-800 hover:text-white"
      >
        {button}
      </button>
    </Form>
  );
}
