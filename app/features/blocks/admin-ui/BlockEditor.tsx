import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useEffect, useId, useMemo, useState } from "react";
import type { Block } from "../block";
import { initialValue, type BlockKind, type FieldErrors } from "../block-form";
import { duplicated, moved, removed } from "../block-tree";
import { BlockCard } from "./BlockCard";
import { BlockEditorContext, type BlockEditorSettings } from "./block-editor-context";
import { BlockPalette } from "./BlockPalette";

type Props = {
  /** The form field the list travels in, as the form's schema names it. */
  name: string;
  initialBlocks: Block[];
  kinds: BlockKind[];
  sitePaths: string[];
  errors?: FieldErrors | undefined;
  chooseMedia?: BlockEditorSettings["chooseMedia"];
  /** Told of every change, e.g. to save a draft after a pause. */
  onChange?: (blocks: Block[]) => void;
  /** A block to open and bring into view, e.g. one clicked in the preview; `at` tells two asks for one block apart. */
  pick?: BlockPick | null;
  /** Told which block the editor is working on: its fields have the focus. */
  onSelect?: (id: string) => void;
};

export type BlockPick = { id: string; at: number };

/** The element id of a block's card, so a pick can bring it into view. */
const cardIdOf = (blockId: string) => `block-card-${blockId}`;

/** The first control of an open block's fields, where a pick puts the focus. */
const FIRST_CONTROL = "[data-block-fields] :is(input:not([type=hidden]), textarea, select, [contenteditable=true])";

const newId = () => `block-${crypto.randomUUID()}`;

/**
 * The blocks of a page as a list an editor can reorder (drag and drop, or the keyboard: focus a
 * handle, Space, arrows, Space), copy, remove, open and fill in. The list travels with the form
 * it sits in as JSON in one field (`name`); the server checks it with the blocks' schemas.
 */
export function BlockEditor({ name, initialBlocks, kinds, sitePaths, errors = {}, chooseMedia, onChange, pick, onSelect }: Props) {
  const [blocks, setBlocks] = useState(initialBlocks);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const dndId = useId();
  const sitePathsListId = useId();
  const kindsByName = useMemo(() => new Map(kinds.map((kind) => [kind.renderName, kind])), [kinds]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const settings = useMemo(() => ({ errors, sitePathsListId, chooseMedia }), [errors, sitePathsListId, chooseMedia]);

  const update = (next: Block[]) => {
    setBlocks(next);
    onChange?.(next);
  };
  const toggle = (id: string, open: boolean) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  // A new pick opens its block as the list draws (React's way to follow a prop into state).
  const [pickSeen, setPickSeen] = useState(pick);
  if (pick !== pickSeen) {
    setPickSeen(pick);
    if (pick) setOpenIds((current) => new Set(current).add(pick.id));
  }
  useEffect(() => {
    if (!pick) return;
    // Once the block's fields are drawn: its card in view, the focus on its first field.
    const frame = requestAnimationFrame(() => {
      const card = document.getElementById(cardIdOf(pick.id));
      card?.scrollIntoView({ block: "start", behavior: "smooth" });
      (card?.querySelector<HTMLElement>(FIRST_CONTROL) ?? card?.querySelector<HTMLElement>("button[aria-expanded]"))?.focus({
        preventScroll: true,
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [pick]);
  const nameOf = (id: string | number) => {
    const index = blocks.findIndex((block) => block.id === id);
    const block = blocks[index];
    return block ? `${kindsByName.get(block.render_name)?.name ?? block.render_name} (block ${index + 1})` : String(id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is no longer over a block.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped at the place of ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((block) => block.id === active.id);
    const to = blocks.findIndex((block) => block.id === over.id);
    if (from >= 0 && to >= 0) update(moved(blocks, from, to));
  }

  function add(kind: BlockKind) {
    const block: Block = { id: newId(), render_name: kind.renderName, value: initialValue(kind.form) };
    update([...blocks, block]);
    toggle(block.id, true);
  }

  return (
    <BlockEditorContext.Provider value={settings}>
      <input type="hidden" name={name} value={JSON.stringify(blocks)} />
      <datalist id={sitePathsListId}>
        {sitePaths.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      {errors[""] ? (
        <p role="alert" className="mb-3 text-sm text-red-800">
          {errors[""].join(" ")}
        </p>
      ) : null}
      {blocks.length === 0 ? <p className="mb-4 text-sm text-stone">This page has no blocks yet.</p> : null}
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move a block, press Space or Enter, move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.",
          },
        }}
      >
        <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Blocks of the page">
            {blocks.map((block, index) => (
              <BlockCard
                key={block.id}
                id={cardIdOf(block.id)}
                block={block}
                index={index}
                count={blocks.length}
                kind={kindsByName.get(block.render_name)}
                open={openIds.has(block.id) || Object.keys(errors).some((key) => key === `${index}` || key.startsWith(`${index}.`))}
                onToggle={(open) => toggle(block.id, open)}
                onChange={(value) => update(blocks.map((current) => (current.id === block.id ? { ...current, value } : current)))}
                onMove={(to) => update(moved(blocks, index, to))}
                onDuplicate={() => update(duplicated(blocks, index, (original) => ({ ...structuredClone(original), id: newId() })))}
                onRemove={() => update(removed(blocks, index))}
                onFocus={() => onSelect?.(block.id)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="mt-4">
        <BlockPalette kinds={kinds} onChoose={add} label="Add a block" />
      </div>
    </BlockEditorContext.Provider>
  );
}
