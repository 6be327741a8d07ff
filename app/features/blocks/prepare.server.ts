import type { Logger } from "~/platform/logger";
import type { Block } from "./block";
import type { ParsedBlock } from "./parsed-block";
import { blockSchemas, type ImplementedRenderName } from "./schemas";

const hiddenTitles = new Set(["title", "slug"]);

function isImplemented(name: string): name is ImplementedRenderName {
  return Object.hasOwn(blockSchemas, name);
}

/**
 * Parses every block value with its schema before it reaches a component. Unknown kinds
 * become the not-implemented notice; a value that fails its schema is logged and dropped.
 */
export function prepareBlocks(elements: Block[], log: Logger): ParsedBlock[] {
  return elements.flatMap((block): ParsedBlock[] => {
    if (block.title && hiddenTitles.has(block.title)) return [];
    if (!isImplemented(block.render_name)) {
      log.warn({ render_name: block.render_name, block_id: block.id }, "block kind is not implemented");
      return [{ id: block.id, render_name: "not_implemented", value: { kind: block.render_name } }];
    }
    const result = blockSchemas[block.render_name].safeParse(block.value);
    if (!result.success) {
      log.warn(
        { render_name: block.render_name, block_id: block.id, issues: result.error.issues.slice(0, 5) },
        "block value failed its schema",
      );
      return [];
    }
    return [{ id: block.id, render_name: block.render_name, value: result.data } as ParsedBlock];
  });
}
