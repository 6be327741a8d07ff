import type { Logger } from "~/platform/logger";
import type { Block } from "./block";
import type { BlockKind, GroupSpec } from "./block-form";
import { blockFormOf, blockKindOf } from "./block-forms.server";
import type { ImplementedRenderName } from "./block-values";
import { checkBlocks, type CheckedBlocks } from "./check-blocks.server";
import type { BlockDefinitions } from "./define-block";
import type { ParsedBlock } from "./parsed-block";
import { prepareBlocks } from "./prepare.server";

/** What the server does with the block kinds it knows: parse pages for rendering, check an editor's blocks, offer the palette. */
export type BlockService = {
  prepareBlocks(elements: Block[], log: Logger): ParsedBlock[];
  checkBlocks(sent: unknown, current: readonly Block[]): CheckedBlocks;
  blockFormOf(renderName: ImplementedRenderName): GroupSpec;
  /** Every kind, for the palette, by name. */
  blockKinds(): BlockKind[];
};

export function createBlockService(definitions: BlockDefinitions): BlockService {
  let kinds: BlockKind[] | undefined;
  return {
    prepareBlocks: (elements, log) => prepareBlocks(definitions, elements, log),
    checkBlocks: (sent, current) => checkBlocks(definitions, sent, current),
    blockFormOf: (renderName) => blockFormOf(definitions[renderName]),
    blockKinds: () =>
      (kinds ??= Object.values(definitions)
        .map(blockKindOf)
        .sort((a, b) => a.name.localeCompare(b.name))),
  };
}
