import type { Block } from "../blocks/index.server";

/**
 * A translation's blocks completed from its source's (decision 0055): the source's order, each
 * block from the translation where it has one with the same id, else the source's, marked with
 * the source's locale so the page says which language it is in. A block only the translation has
 * stays after the block it follows there.
 */
export function withSourceBlocks(translation: readonly Block[], source: readonly Block[], sourceLocale: string): Block[] {
  const sourceIds = new Set(source.map((block) => block.id));
  const translated = new Map(translation.map((block) => [block.id, block]));
  // The translation's own blocks, by the id of the shared block before them ("" for none).
  const ownAfter = new Map<string, Block[]>();
  let previous = "";
  for (const block of translation) {
    if (sourceIds.has(block.id)) previous = block.id;
    else ownAfter.set(previous, [...(ownAfter.get(previous) ?? []), block]);
  }
  const merged = [...(ownAfter.get("") ?? [])];
  for (const block of source) {
    merged.push(translated.get(block.id) ?? inLocale(block, sourceLocale));
    merged.push(...(ownAfter.get(block.id) ?? []));
  }
  return merged;
}

/** A block shown as its source has it, in the source's locale. */
export const inLocale = (block: Block, locale: string): Block => ({ ...block, lang: locale });
