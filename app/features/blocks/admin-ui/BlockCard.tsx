import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Block } from "../block";
import type { BlockKind } from "../block-form";
import { GroupFields } from "./BlockFields";
import { useBlockEditor } from "./block-editor-context";
import { smallButtonClass } from "./FieldFrame";

type Props = {
  /** The card's element id. */
  id: string;
  block: Block;
  index: number;
  count: number;
  kind: BlockKind | undefined;
  open: boolean;
  onToggle: (open: boolean) => void;
  onChange: (value: unknown) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** The focus went to the block's card: the editor works on this block. */
  onFocus: () => void;
};

/** The first words of a block (its title or heading), so a closed block says which one it is. */
function summaryOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return "";
  const first = Object.values(value).find((field) => typeof field === "string" && field.trim() !== "" && !field.startsWith("/"));
  const words = typeof first === "string" ? first.replace(/<[^>]*>/g, " ").trim() : "";
  return words.length > 70 ? `${words.slice(0, 70)}…` : words;
}

/** One block of the page: a handle to drag it, its name and first words, its actions, and its fields when open. */
export function BlockCard({ id, block, index, count, kind, open, onToggle, onChange, onMove, onDuplicate, onRemove, onFocus }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const { errors } = useBlockEditor();
  const name = kind?.name ?? block.render_name;
  const label = `${name} (block ${index + 1} of ${count})`;
  const errorKey = `${index}`;
  const summary = summaryOf(block.value);

  return (
    <li
      id={id}
      ref={setNodeRef}
      onFocus={onFocus}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`border bg-white ${isDragging ? "relative z-10 border-bronze shadow-lg" : "border-line"}`}
      aria-label={label}
    >
      <div className="flex flex-wrap items-center gap-2 px-3 py-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to move: ${label}`}
          className="cursor-grab touch-none px-1 text-lg leading-none text-stone hover:text-ink focus-visible:outline-2 focus-visible:outline-bronze"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => onToggle(!open)}
          // Its first words are cut to the width there is: on a phone the actions wrap to a line of their own.
          className="mr-auto flex min-w-0 flex-1 basis-48 flex-wrap items-baseline gap-x-2 text-left focus-visible:outline-2 focus-visible:outline-bronze"
        >
          <span className="text-sm font-medium text-ink">{`${index + 1}. ${name}`}</span>
          {summary ? <span className="min-w-0 flex-1 basis-24 truncate text-sm text-stone">{summary}</span> : null}
          {!kind ? <span className="text-xs text-red-800">The site does not show this kind of block.</span> : null}
        </button>
        <button type="button" className={smallButtonClass} disabled={index === 0} onClick={() => onMove(index - 1)}>
          Up<span className="sr-only">{`: ${label}`}</span>
        </button>
        <button type="button" className={smallButtonClass} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          Down<span className="sr-only">{`: ${label}`}</span>
        </button>
        <button type="button" className={smallButtonClass} onClick={onDuplicate}>
          Copy<span className="sr-only">{`: ${label}`}</span>
        </button>
        <button type="button" className={smallButtonClass} onClick={onRemove}>
          Remove<span className="sr-only">{`: ${label}`}</span>
        </button>
      </div>
      {errors[errorKey] ? <p className="px-4 pb-2 text-sm text-red-800">{errors[errorKey].join(" ")}</p> : null}
      {open ? (
        <div data-block-fields className="border-t border-line p-3 sm:p-4">
          {kind ? (
            <GroupFields spec={kind.form} value={block.value} onChange={onChange} errorKey={`${errorKey}.value`} />
          ) : (
            <p className="text-sm text-stone">This block is kept as it is. Remove it, or leave it for a developer.</p>
          )}
        </div>
      ) : null}
    </li>
  );
}
