import { diffArrays, diffWords } from "diff";
import type { Block, BlockKind } from "../blocks";
import { readableFields, valueAsLines, type ReadableField } from "./readable-fields";
import type { PageMetadata, PageVersion } from "./schema";

/** A run of text: in both versions, or only in the newer one (added) or the older one (removed). */
export type TextRun = { text: string; change?: "added" | "removed" };

/** A field whose text changed, by the label its form gives it, word by word. */
export type FieldChange = { label: string; runs: TextRun[] };

/**
 * A block of either version: where it was and where it is (from 1; null in the version that lacks
 * it), whether it moved among the blocks both have, and its fields that changed (all of them for
 * a block added or removed).
 */
export type BlockChange = { name: string; from: number | null; to: number | null; moved: boolean; fields: FieldChange[] };

export type VersionChanges = { details: FieldChange[]; blocks: BlockChange[] };

/** Two versions compared for the history; `changes` is null when one of them does not exist. */
export type VersionComparison = { refs: { from: string; to: string }; from: string; to: string; changes: VersionChanges | null };

/** The page's own fields compared, each by its form's label. */
export type DetailName = "title" | keyof PageMetadata;
export type DetailLabels = Record<DetailName, string>;

/** Past this many words added and removed in one field, it shows as replaced whole. */
const MAX_WORD_EDITS = 1_000;
/**
 * How long one comparison may spend on word diffs: a page rewritten from end to end (hundreds of
 * long fields) shows its later fields replaced whole rather than keep the editor waiting.
 */
const WORD_DIFF_MS = 250;

/** The words of two texts, those only in one of them marked; replaced whole past `deadline` (Date.now()). */
export function wordChanges(before: string, after: string, deadline = Date.now() + WORD_DIFF_MS): TextRun[] {
  const left = deadline - Date.now();
  const changes =
    left > 0 && before !== "" && after !== "" ? diffWords(before, after, { maxEditLength: MAX_WORD_EDITS, timeout: left }) : undefined;
  const runs: TextRun[] = changes
    ? changes.map((change) =>
        change.added
          ? { text: change.value, change: "added" }
          : change.removed
            ? { text: change.value, change: "removed" }
            : { text: change.value },
      )
    : [
        { text: before, change: "removed" },
        { text: after, change: "added" },
      ];
  return runs.filter((run) => run.text !== "");
}

/** The fields whose text differs, paired by where they are; a field only one side has is all added or all removed. */
function fieldChanges(before: readonly ReadableField[], after: readonly ReadableField[], deadline: number): FieldChange[] {
  const older = new Map(before.map((field) => [field.key, field]));
  const newer = new Map(after.map((field) => [field.key, field]));
  const keys = [...new Set([...after.map((field) => field.key), ...before.map((field) => field.key)])];
  return keys.flatMap((key) => {
    const from = older.get(key);
    const to = newer.get(key);
    if (from?.text === to?.text) return [];
    return [{ label: (to ?? from)?.label ?? key, runs: wordChanges(from?.text ?? "", to?.text ?? "", deadline) }];
  });
}

function detailFields({ title, metadata }: PageVersion, labels: DetailLabels): ReadableField[] {
  const texts: Record<DetailName, string> = {
    title,
    metaTitle: metadata.metaTitle ?? "",
    metaDescription: metadata.metaDescription ?? "",
    metaKeywords: metadata.metaKeywords ?? "",
    canonicalUrl: metadata.canonicalUrl ?? "",
    metaNoIndex: metadata.metaNoIndex ? "Yes" : "No",
    schemaOrg: valueAsLines(metadata.schemaOrg).join("\n"),
  };
  return (Object.keys(texts) as DetailName[]).map((name) => ({ key: name, label: labels[name], text: texts[name] }));
}

type Pair = { before: number; after: number };

/** Which block of the older version each block of the newer one is: the same id, else the same kind and content. */
function pairBlocks(before: readonly Block[], after: readonly Block[]): Pair[] {
  const pairs: Pair[] = [];
  const taken = new Set<number>();
  const pairedAfter = new Set<number>();
  const firstUnpaired = (found: (block: Block, index: number) => boolean) =>
    before.findIndex((block, index) => !taken.has(index) && found(block, index));
  after.forEach((block, index) => {
    const earlier = firstUnpaired((candidate) => candidate.id === block.id);
    if (earlier < 0) return;
    taken.add(earlier);
    pairedAfter.add(index);
    pairs.push({ before: earlier, after: index });
  });
  const contents = before.map((block) => JSON.stringify(block.value));
  after.forEach((block, index) => {
    if (pairedAfter.has(index)) return;
    const content = JSON.stringify(block.value);
    const earlier = firstUnpaired((candidate, at) => candidate.render_name === block.render_name && contents[at] === content);
    if (earlier < 0) return;
    taken.add(earlier);
    pairs.push({ before: earlier, after: index });
  });
  return pairs.sort((a, b) => a.after - b.after);
}

/** The pairs that moved: those outside the longest run of blocks both versions keep in the same order. */
function movedPairs(pairs: readonly Pair[]): Set<Pair> {
  const inOlderOrder = [...pairs].sort((a, b) => a.before - b.before);
  const moved = new Set<Pair>();
  for (const change of diffArrays(inOlderOrder, [...pairs])) {
    if (change.added) for (const pair of change.value) moved.add(pair);
  }
  return moved;
}

/**
 * What changed from one version of a page to another, as editors read it: the title and
 * search-engine details by their form's labels, then every block of either version in the newer
 * one's order (a removed block where it was), by its kind's name, with its changed fields word by
 * word. Blocks are the same block by their id, or by their kind and content when an id is new.
 * The word diffs share WORD_DIFF_MS between them.
 */
export function compareVersions(
  before: PageVersion,
  after: PageVersion,
  kindOf: (renderName: string) => BlockKind | undefined,
  detailLabels: DetailLabels,
): VersionChanges {
  const deadline = Date.now() + WORD_DIFF_MS;
  const details = fieldChanges(detailFields(before, detailLabels), detailFields(after, detailLabels), deadline);
  const readable = (block: Block) => readableFields(block.value, kindOf(block.render_name));
  const nameOf = (block: Block) => kindOf(block.render_name)?.name ?? "Block of an unknown kind";
  const pairs = pairBlocks(before.elements, after.elements);
  const moved = movedPairs(pairs);
  const pairOfAfter = new Map(pairs.map((pair) => [pair.after, pair]));
  const pairedBefore = new Set(pairs.map((pair) => pair.before));

  const blocks: BlockChange[] = [];
  let nextRemoved = 0;
  // The removed blocks that stood before the older block at `until`, where they were.
  const removedUntil = (until: number) => {
    for (; nextRemoved < until; nextRemoved += 1) {
      const block = before.elements[nextRemoved];
      if (!block || pairedBefore.has(nextRemoved)) continue;
      blocks.push({
        name: nameOf(block),
        from: nextRemoved + 1,
        to: null,
        moved: false,
        fields: fieldChanges(readable(block), [], deadline),
      });
    }
  };
  after.elements.forEach((block, index) => {
    const pair = pairOfAfter.get(index);
    const older = pair ? before.elements[pair.before] : undefined;
    if (!pair || !older) {
      blocks.push({ name: nameOf(block), from: null, to: index + 1, moved: false, fields: fieldChanges([], readable(block), deadline) });
      return;
    }
    if (!moved.has(pair)) removedUntil(pair.before);
    blocks.push({
      name: nameOf(block),
      from: pair.before + 1,
      to: index + 1,
      moved: moved.has(pair),
      fields: fieldChanges(readable(older), readable(block), deadline),
    });
  });
  removedUntil(before.elements.length);
  return { details, blocks };
}
