import { useId, useRef, useState } from "react";
import type { BlockKind } from "../block-form";
import { controlClass, smallButtonClass } from "./FieldFrame";

/** A dialog listing every block kind by name and what it shows; choosing one adds it. */
export function BlockPalette({ kinds, onChoose, label }: { kinds: BlockKind[]; onChoose: (kind: BlockKind) => void; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState("");
  const headingId = useId();
  const needle = search.trim().toLowerCase();
  const shown = kinds.filter((kind) => needle === "" || `${kind.name} ${kind.description}`.toLowerCase().includes(needle));

  return (
    <>
      <button
        type="button"
        className="border border-dashed border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-white"
        onClick={() => {
          setSearch("");
          dialog.current?.showModal();
        }}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto max-h-[85vh] w-[min(46rem,92vw)] border border-line bg-white p-0 backdrop:bg-ink/40"
      >
        <div className="sticky top-0 border-b border-line bg-white p-5">
          <div className="flex items-center justify-between gap-4">
            <h2 id={headingId} className="text-lg font-medium text-ink">
              Add a block
            </h2>
            <button type="button" className={smallButtonClass} onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
          <input
            type="search"
            aria-label="Find a block kind"
            placeholder="Find a block kind"
            className={`${controlClass} mt-3`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <ul className="grid gap-px bg-line sm:grid-cols-2">
          {shown.map((kind) => (
            <li key={kind.renderName} className="bg-white">
              <button
                type="button"
                className="block h-full w-full p-4 text-left hover:bg-linen focus-visible:outline-2 focus-visible:outline-bronze"
                onClick={() => {
                  onChoose(kind);
                  dialog.current?.close();
                }}
              >
                <span className="block text-sm font-medium text-ink">{kind.name}</span>
                <span className="mt-1 block text-xs text-stone">{kind.description}</span>
              </button>
            </li>
          ))}
        </ul>
        {shown.length === 0 ? <p className="p-5 text-sm text-stone">No block kind matches.</p> : null}
      </dialog>
    </>
  );
}
