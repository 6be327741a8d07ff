import type { Block } from "../../app/features/blocks";
import type { PageVersion } from "../../app/features/content";
import type { DemoEntity } from "../demo-entity";

type Value = Record<string, unknown>;

/** What a translation of a demo entity says in its locale: blocks by the source's block ids. */
type Translated = {
  /** Its address in the locale, when not the source's (a localised slug). */
  path?: string;
  title: string;
  metadata?: PageVersion["metadata"];
  /** Each translated block's value, made from the source's; the blocks not named here fall back to the source's. */
  blocks: Record<string, (source: Value) => unknown>;
};

/** A translation of `source`, linked to it by its path (decision 0055); its blocks keep the source's ids and order. */
export function translationOf(source: DemoEntity, { path, title, metadata = {}, blocks }: Translated): DemoEntity {
  const elements = (source.published?.elements ?? []).flatMap((block): Block[] => {
    const translate = blocks[block.id];
    return translate ? [{ ...block, value: translate(block.value as Value) }] : [];
  });
  const missing = Object.keys(blocks).filter((id) => !elements.some((block) => block.id === id));
  if (missing.length > 0) throw new Error(`${source.path} has no block ${missing.join(", ")} to translate.`);
  const { published: _published, draft: _draft, ...entity } = source;
  return { ...entity, path: path ?? source.path, translationOf: source.path, published: { title, metadata, elements } };
}

/** The same block as the source has it, for one that reads the same in the locale (an anchor). */
export const same = (source: Value) => source;
