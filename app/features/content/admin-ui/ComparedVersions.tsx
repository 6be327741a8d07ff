import { useId } from "react";
import type { BlockChange, FieldChange, VersionComparison } from "../version-diff";
import { DiffText } from "./DiffText";

/** What became of a block, in words and in a colour of its own. */
function blockFate(block: BlockChange): { words: string; look: string } {
  if (block.from === null) return { words: `Added as block ${block.to}`, look: "border-emerald-700 text-emerald-900" };
  if (block.to === null) return { words: `Removed, was block ${block.from}`, look: "border-red-700 text-red-900" };
  const changed = block.fields.length > 0 ? ", changed" : "";
  if (block.moved)
    return { words: `Moved from block ${block.from} to block ${block.to}${changed}`, look: "border-amber-700 text-amber-900" };
  if (changed) return { words: `Block ${block.to}, changed`, look: "border-bronze-dark text-ink" };
  return { words: `Block ${block.to}, unchanged`, look: "border-line text-stone" };
}

const isUnchanged = (block: BlockChange) => block.from !== null && block.to !== null && !block.moved && block.fields.length === 0;

function FieldChanges({ fields }: { fields: readonly FieldChange[] }) {
  if (fields.length === 0) return null;
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)]">
      {fields.map((field, index) => (
        <div key={index} className="contents">
          <dt className="font-medium text-ink">{field.label}</dt>
          <dd className="min-w-0 text-ink">
            <DiffText runs={field.runs} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Two versions compared as editors read the page: the title and search-engine details that
 * changed, then each block of the page by its name, marked added, removed, moved, changed or
 * unchanged, with the words of its fields that changed.
 */
export function ComparedVersions({ comparison }: { comparison: VersionComparison }) {
  const headingId = useId();
  const heading = `From ${comparison.from} to ${comparison.to}`;
  const changes = comparison.changes;
  if (!changes) return <p className="text-sm text-stone">{`${heading}: one of these versions does not exist.`}</p>;
  if (changes.details.length === 0 && changes.blocks.every(isUnchanged))
    return <p className="text-sm text-stone">{`${heading}: nothing changed.`}</p>;
  return (
    <section aria-labelledby={headingId} className="border border-line bg-white">
      <div className="border-b border-line px-4 py-3">
        <h3 id={headingId} className="font-medium text-ink">
          {heading}
        </h3>
        <p className="mt-1 text-xs text-stone">
          Words added are <ins className="bg-emerald-100 text-emerald-950 underline decoration-emerald-700 decoration-2">underlined</ins>,
          words removed <del className="bg-red-100 text-red-950 line-through decoration-red-700 decoration-2">struck through</del>.
        </p>
      </div>
      {changes.details.length > 0 ? (
        <div className="border-b border-line px-4 py-3">
          <h4 className="text-sm font-medium uppercase tracking-wider text-stone">Title and search engines</h4>
          <FieldChanges fields={changes.details} />
        </div>
      ) : null}
      <ol aria-label="Blocks" className="divide-y divide-line">
        {changes.blocks.map((block, index) => {
          const fate = blockFate(block);
          return (
            <li key={index} className="px-4 py-3">
              <h4 className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-medium text-ink">{block.name}</span>
                <span className={`border-l-4 pl-2 text-xs font-medium ${fate.look}`}>{fate.words}</span>
              </h4>
              <FieldChanges fields={block.fields} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
