import { Form } from "react-router";
import { adminButtonClass, formatChange } from "~/features/accounts";
import { TextArea } from "../Fields";
import { type LeadNote, NOTE_MAX_LENGTH } from "../inbox";

/** What staff wrote about a lead, oldest first, and a field to add a note; notes are kept as written. */
export function LeadNotes({ notes, errors }: { notes: LeadNote[]; errors?: string[] | undefined }) {
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
        <TextArea
          name="note"
          label="New note"
          hint="Notes cannot be changed or removed once added."
          maxLength={NOTE_MAX_LENGTH}
          errors={errors}
        />
        <div>
          <button type="submit" name="intent" value="note" className={adminButtonClass}>
            Add the note
          </button>
        </div>
      </Form>
    </>
  );
}
