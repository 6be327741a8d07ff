import { Fragment } from "react";
import type { TextRun } from "../version-diff";

/** Words replaced by others read apart: "fold away" then "slide open", not "fold awayslide open". */
const needsSpace = (run: TextRun, previous: TextRun | undefined) =>
  run.change === "added" && previous?.change === "removed" && !/\s$/.test(previous.text) && !/^\s/.test(run.text);

/**
 * Text with the words one version added or removed marked: underlined on green and struck through
 * on red, each said as "added:" or "removed:" to screen readers, which announce neither mark.
 */
export function DiffText({ runs }: { runs: readonly TextRun[] }) {
  return (
    <span className="whitespace-pre-line break-words">
      {runs.map((run, index) => (
        <Fragment key={index}>
          {needsSpace(run, runs[index - 1]) ? " " : null}
          {run.change === "added" ? (
            <ins className="bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2">
              <span className="sr-only">added: </span>
              {run.text}
            </ins>
          ) : run.change === "removed" ? (
            <del className="bg-red-100 text-red-950 line-through decoration-red-700 decoration-2">
              <span className="sr-only">removed: </span>
              {run.text}
            </del>
          ) : (
            run.text
          )}
        </Fragment>
      ))}
    </span>
  );
}
