import type { Block } from "../blocks";
import type { PageVersion } from "./schema";

/** One difference between two versions of a page, as the history's comparison lists it. */
export type VersionChange =
  | { kind: "detail"; field: string; from: string; to: string }
  | { kind: "added" | "removed"; block: string; position: number }
  | { kind: "moved"; block: string; from: number; to: number }
  | { kind: "changed"; block: string; position: number; field: string; from: string; to: string };

/** Two versions compared for the history; `changes` is null when one of them does not exist. */
export type VersionComparison = { refs: { from: string; to: string }; from: string; to: string; changes: VersionChange[] | null };

type Leaf = string;

/** Every leaf of a value by its path ("slides.0.title"), as text. */
function leaves(value: unknown, path = "", into = new Map<string, Leaf>()): Map<string, Leaf> {
  if (value === null || value === undefined) return into;
  if (typeof value === "object") {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
    return into;
  }
  into.set(path, String(value));
  return into;
}

function changedLeaves(before: unknown, after: unknown): { field: string; from: string; to: string }[] {
  const a = leaves(before);
  const b = leaves(after);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .filter((field) => a.get(field) !== b.get(field))
    .map((field) => ({ field, from: a.get(field) ?? "", to: b.get(field) ?? "" }));
}

/**
 * What changed from one version of a page to another: its title and search-engine details, then
 * its blocks by their ids (added, removed, moved, and each changed field with both values).
 * `nameOf` says a block kind in the editors' words.
 */
export function compareVersions(before: PageVersion, after: PageVersion, nameOf: (block: Block) => string): VersionChange[] {
  const changes: VersionChange[] = [];
  for (const change of changedLeaves({ title: before.title, ...before.metadata }, { title: after.title, ...after.metadata })) {
    changes.push({ kind: "detail", ...change });
  }
  const beforeIds = before.elements.map((block) => block.id);
  const afterIds = after.elements.map((block) => block.id);
  before.elements.forEach((block, index) => {
    if (!afterIds.includes(block.id)) changes.push({ kind: "removed", block: nameOf(block), position: index + 1 });
  });
  after.elements.forEach((block, index) => {
    const earlier = beforeIds.indexOf(block.id);
    if (earlier < 0) {
      changes.push({ kind: "added", block: nameOf(block), position: index + 1 });
      return;
    }
    // A block only moved when its place among the blocks both versions have changed.
    const keptBefore = beforeIds.filter((id) => afterIds.includes(id));
    const keptAfter = afterIds.filter((id) => beforeIds.includes(id));
    if (keptBefore.indexOf(block.id) !== keptAfter.indexOf(block.id))
      changes.push({ kind: "moved", block: nameOf(block), from: earlier + 1, to: index + 1 });
    for (const change of changedLeaves(before.elements[earlier]?.value, block.value)) {
      changes.push({ kind: "changed", block: nameOf(block), position: index + 1, ...change });
    }
  });
  return changes;
}
