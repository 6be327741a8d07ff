import { useRef, useState } from "react";
import { AdminDialog } from "~/admin/AdminDialog";
import type { BlockKind } from "../block-form";

/** A dialog listing every block kind by name and what it shows; choosing one adds it. */
export function BlockPalette({ kinds, onChoose, label }: { kinds: BlockKind[]; onChoose: (kind: BlockKind) => void; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState("");
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
      <AdminDialog ref={dialog} title="Add a block" search={{ label: "Find a block kind", value: search, onChange: setSearch }}>
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
      </AdminDialog>
    </>
  );
}
