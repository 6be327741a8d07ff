import { Form } from "react-router";
import { adminButtonClass } from "~/admin/admin-buttons";
import { formatChange } from "~/admin/admin-dates";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { FormField } from "~/admin/forms/form-field";
import type { FormResult } from "~/admin/form-result";
import type { LeadNote } from "../inbox";

/** What staff wrote about a lead, oldest first, and a field to add a note; notes are kept as written. */
export function LeadNotes({ notes, field, result }: { notes: LeadNote[]; field: FormField; result?: FormResult | undefined }) {
  return (
    <>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-stone">No note yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="border-l-4 border-line pl-4">
              <p className="text-xs text-stone">
                {`${note.authorName}, `}
                <time dateTime={note.at}>{`${formatChange(note.at)} UTC`}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-sm text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      {/* A new key once a note is added empties the field. */}
      <Form key={notes.length} method="post" className="mt-5 grid gap-3" noValidate>
        <HiddenValues values={{ intent: "note" }} />
        <SchemaField field={field} result={{ errors: result?.errors }} />
        <div>
          <button type="submit" className={adminButtonClass}>
            Add the note
          </button>
        </div>
      </Form>
    </>
  );
}
