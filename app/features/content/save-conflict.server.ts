import type { Block } from "../blocks";
import type { EditorEntity } from "./editing";
import type { DraftDetails } from "./editing.server";
import type { ConflictDifference, SaveConflict } from "./save-conflict";

/** A version of the draft as the comparison reads it: its details and blocks. */
type Draft = DraftDetails & { elements: readonly Block[] };

/** The details in the order the form asks them, each as its field shows it. */
const detailTexts: [keyof DetailLabels, (draft: Draft) => string][] = [
  ["title", (draft) => draft.title],
  ["tags", (draft) => draft.tags.join(", ")],
  ["publicationDate", (draft) => draft.publicationDate?.toISOString().slice(0, 10) ?? ""],
  ["metaTitle", (draft) => draft.metadata.metaTitle ?? ""],
  ["metaDescription", (draft) => draft.metadata.metaDescription ?? ""],
  ["metaKeywords", (draft) => draft.metadata.metaKeywords ?? ""],
  ["canonicalUrl", (draft) => draft.metadata.canonicalUrl ?? ""],
  ["schemaOrg", (draft) => (draft.metadata.schemaOrg ? JSON.stringify(draft.metadata.schemaOrg, null, 2) : "")],
  ["metaNoIndex", (draft) => (draft.metadata.metaNoIndex ? "Yes" : "No")],
];
type DetailLabels = Record<
  "title" | "tags" | "publicationDate" | "metaTitle" | "metaDescription" | "metaKeywords" | "canonicalUrl" | "schemaOrg" | "metaNoIndex",
  { label: string }
>;

/** How the editor reads a block: its kind's name, and its fields as text (readable-fields.ts). */
export type BlockWords = { nameOf: (block: Block) => string; textOf: (block: Block) => string };

/**
 * The blocks of both versions paired by their ids, in the editor's order, then those only the
 * newer version has: each pair whose words or place differ, and each block only one side has.
 */
function blockDifferences(mine: readonly Block[], theirs: readonly Block[], { nameOf, textOf }: BlockWords): ConflictDifference[] {
  const differences: ConflictDifference[] = [];
  mine.forEach((block, index) => {
    const label = `Block ${index + 1}: ${nameOf(block)}`;
    const place = theirs.findIndex((candidate) => candidate.id === block.id);
    const text = textOf(block);
    if (place < 0) return void differences.push({ label, mine: text, theirs: "(not in their version)" });
    const theirText = textOf(theirs[place]!);
    if (place === index && theirText === text) return;
    differences.push({ label, mine: text, theirs: place === index ? theirText : `(their block ${place + 1}) ${theirText}` });
  });
  theirs.forEach((block, index) => {
    if (mine.some((candidate) => candidate.id === block.id)) return;
    differences.push({ label: `Block ${index + 1}: ${nameOf(block)}`, mine: "(not in your version)", theirs: textOf(block) });
  });
  return differences;
}

/**
 * What the editor whose save was refused meets: the version saved since they opened the page
 * (`newer`), who saved it and when, and each detail and block where their draft differs from it.
 */
export function saveConflict(newer: EditorEntity, mine: Draft, labels: DetailLabels, words: BlockWords): SaveConflict {
  const theirs: Draft = {
    title: newer.title,
    metadata: newer.metadata,
    tags: newer.tags,
    publicationDate: newer.publicationDate ? new Date(newer.publicationDate) : null,
    elements: newer.elements,
  };
  const details = detailTexts
    .map(([name, text]) => ({ label: labels[name].label, mine: text(mine), theirs: text(theirs) }))
    .filter((difference) => difference.mine !== difference.theirs);
  return {
    revision: newer.revision,
    savedBy: newer.updatedBy ?? "the seed import",
    savedAt: newer.updatedAt,
    differences: [...details, ...blockDifferences(mine.elements, newer.elements, words)],
  };
}
