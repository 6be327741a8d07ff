import { z } from "zod";
import { BlockSchema, type Block } from "./block";
import type { FieldErrors } from "./block-form";
import { type BlockDefinitions, definitionOf } from "./define-block";

const MAX_BLOCKS = 500;

export type CheckedBlocks = { ok: true; blocks: Block[] } | { ok: false; message: string; errors: FieldErrors };

const sameBlock = (a: Block, b: Block) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The blocks an editor sent, checked with the schemas the renderer parses them with, so nothing
 * is saved that the site cannot show. A block kept exactly as the page already had it passes as
 * it is (kinds the renderer does not know yet, blocks the seed content wrote), so saving one
 * change never loses another block. Errors are keyed by the field's path: "3.value.slides.0.title".
 */
export function checkBlocks(definitions: Partial<BlockDefinitions>, sent: unknown, current: readonly Block[]): CheckedBlocks {
  const list = z.array(BlockSchema).max(MAX_BLOCKS).safeParse(sent);
  if (!list.success) return { ok: false, message: "The blocks were not sent as the editor gives them. Reload the page.", errors: {} };

  const errors: FieldErrors = {};
  list.data.forEach((block, index) => {
    if (current.some((kept) => sameBlock(kept, block))) return;
    const kind = definitionOf(definitions, block.render_name);
    if (!kind) {
      (errors[`${index}`] ??= []).push(`The site cannot show a block of the kind “${block.render_name}”.`);
      return;
    }
    const parsed = kind.schema.safeParse(block.value);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      (errors[[index, "value", ...issue.path].join(".")] ??= []).push(readableIssue(issue));
    }
  });
  const ids = new Set(list.data.map((block) => block.id));
  if (ids.size !== list.data.length) (errors[""] ??= []).push("Two blocks share an id. Reload the page.");

  if (Object.keys(errors).length > 0) return { ok: false, message: "Some blocks need a change before they can be saved.", errors };
  return { ok: true, blocks: list.data };
}

/** zod's messages in the words of the form. */
function readableIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_small":
      return issue.origin === "string" && issue.minimum === 1 ? "Fill this in." : `At least ${issue.minimum}.`;
    case "too_big":
      return issue.origin === "string" ? `At most ${issue.maximum} characters.` : `At most ${issue.maximum}.`;
    case "invalid_type":
      return issue.input === undefined ? "Fill this in." : "This is not the right kind of value.";
    case "invalid_value":
      return "Choose one of the options.";
    default:
      return issue.message.charAt(0).toUpperCase() + issue.message.slice(1) + (issue.message.endsWith(".") ? "" : ".");
  }
}
