import type { Logger } from "~/platform/logger";
import type { Block } from "./block";
import type { ImplementedRenderName } from "./block-values";
import { type BlockDefinitions, definitionOf } from "./define-block";
import type { ParsedBlock } from "./parsed-block";

const hiddenTitles = new Set(["title", "slug"]);

/**
 * Parses every block value with its kind's schema before it reaches a component. Unknown kinds
 * become the not-implemented notice; a value that fails its schema is logged and dropped.
 */
export function prepareBlocks(definitions: Partial<BlockDefinitions>, elements: Block[], log: Logger): ParsedBlock[] {
  return elements.flatMap((block): ParsedBlock[] => {
    const lang = block.lang === undefined ? {} : { lang: block.lang };
    if (block.title && hiddenTitles.has(block.title)) return [];
    const kind = definitionOf(definitions, block.render_name);
    if (!kind) {
      log.warn({ render_name: block.render_name, block_id: block.id }, "block kind is not implemented");
      return [{ id: block.id, render_name: "not_implemented", value: { kind: block.render_name }, ...lang }];
    }
    const result = kind.schema.safeParse(block.value);
    if (!result.success) {
      log.warn(
        { render_name: block.render_name, block_id: block.id, issues: result.error.issues.slice(0, 5) },
        "block value failed its schema",
      );
      return [];
    }
    return [{ id: block.id, render_name: block.render_name as ImplementedRenderName, value: result.data, ...lang } as ParsedBlock];
  });
}
