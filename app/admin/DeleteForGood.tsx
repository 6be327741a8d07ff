import { Form } from "react-router";
import { adminDangerButtonClass } from "./admin-buttons";
import { HiddenValues } from "./forms/HiddenValues";
import { ConfirmBox } from "./forms/ConfirmBox";

/**
 * The end of an admin page about one thing: a box to tick that says what goes, and the button that
 * deletes it; the action reads it with `deleteForGoodForm`.
 */
export function DeleteForGood({ confirm, button }: { confirm: string; button: string }) {
  return (
    <Form method="post" className="flex flex-col gap-3 border border-line bg-white p-6">
      <HiddenValues values={{ intent: "delete" }} />
      <ConfirmBox>{confirm}</ConfirmBox>
      <button type="submit" className={adminDangerButtonClass}>
        {button}
      </button>
    </Form>
  );
}
