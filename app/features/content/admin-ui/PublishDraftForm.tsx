import { useId } from "react";
import { Form } from "react-router";
import { adminButtonClass } from "~/admin/admin-buttons";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { useUnsavedDraft } from "./unsaved-draft";

/** Publishes the saved draft; while the form holds unsaved changes it waits for them to be saved, so none is left out unseen. */
export function PublishDraftForm({ revision }: { revision: number }) {
  const unsaved = useUnsavedDraft();
  const hintId = useId();
  return (
    <Form method="post" className="flex flex-col gap-2">
      <HiddenValues values={{ intent: "publish", revision: String(revision) }} />
      <button
        type="submit"
        disabled={unsaved}
        aria-describedby={unsaved ? hintId : undefined}
        className={`${adminButtonClass} self-start disabled:cursor-not-allowed disabled:opacity-50`}
      >
        Publish the draft
      </button>
      {unsaved ? (
        <p id={hintId} className="text-sm text-stone">
          Save the draft first: publishing puts the saved draft on the site, without your unsaved changes.
        </p>
      ) : null}
    </Form>
  );
}
