import { useState } from "react";
import { adminButtonClass } from "~/admin/admin-buttons";
import { AdminQuestion } from "~/admin/AdminDialog";
import { reloadDiscardingChanges } from "~/admin/UnsavedChangesGuard";
import type { SaveConflict } from "../save-conflict";
import { LocalTime } from "./LocalTime";

const secondaryClass = "border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white";
const cellClass = "px-3 py-2 align-top whitespace-pre-line break-words";

/**
 * A save refused because someone saved the page meanwhile: their version beside the editor's own,
 * field by field and block by block, with the editor's text still in the form around it. "Keep my
 * version" saves the form over theirs, on their revision; "Take theirs" reloads the page with
 * their version, after asking. Shown until the form is at a revision past theirs.
 */
export function SaveConflictPanel({
  conflict,
  revision,
  revisionField,
}: {
  conflict: SaveConflict | undefined;
  revision: number;
  /** The name of the draft form's revision field, as its schema names it. */
  revisionField: string;
}) {
  const [asking, setAsking] = useState(false);
  if (!conflict || conflict.revision < revision) return null;
  const theirs = conflict.revision;

  function keepMine(button: HTMLButtonElement) {
    const form = button.form;
    // Not form.elements: the blocks' field is named "elements", which hides that property.
    const expected = form?.querySelector<HTMLInputElement>(`input[name=${revisionField}]`);
    if (!form || !expected) return;
    // An ordinary save of the form, on the revision the editor has now seen.
    expected.value = String(theirs);
    form.requestSubmit();
  }

  return (
    <section aria-labelledby="conflict-heading" className="border-l-4 border-amber-600 bg-amber-50 p-4 sm:p-6">
      <h3 id="conflict-heading" className="text-base font-medium text-ink">
        {conflict.savedBy} saved this page on <LocalTime iso={conflict.savedAt} />, after you opened it
      </h3>
      <p className="mt-2 text-sm text-ink">
        Your changes are not saved yet and nothing you typed is lost: it is still in the form. Here is what differs between your version and
        theirs (revision {conflict.revision}).
      </p>
      {conflict.differences.length > 0 ? (
        // Fixed columns whose words wrap: the table fits the blocks' column, on a phone too.
        <div className="mt-4">
          <table className="w-full table-fixed border border-line bg-white text-left text-sm text-ink">
            <caption className="sr-only">Your version beside theirs</caption>
            <thead className="bg-linen">
              <tr>
                <th scope="col" className="w-1/5 px-3 py-2 font-medium">
                  Field or block
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Your version
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Their version
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {conflict.differences.map((difference) => (
                <tr key={difference.label}>
                  <th scope="row" className={`${cellClass} font-medium`}>
                    {difference.label}
                  </th>
                  <td className={cellClass}>{difference.mine || "(empty)"}</td>
                  <td className={cellClass}>{difference.theirs || "(empty)"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink">Your version and theirs say the same.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={adminButtonClass} onClick={(event) => keepMine(event.currentTarget)}>
          Keep my version
        </button>
        <button type="button" className={secondaryClass} onClick={() => setAsking(true)}>
          Take theirs
        </button>
      </div>
      <AdminQuestion
        open={asking}
        title="Take their version?"
        cancel={{ label: "Keep editing mine", onChoose: () => setAsking(false) }}
        confirm={{ label: "Take theirs", onChoose: reloadDiscardingChanges }}
      >
        <p>The page opens again with the version {conflict.savedBy} saved. What you typed since you opened it is discarded.</p>
      </AdminQuestion>
    </section>
  );
}
