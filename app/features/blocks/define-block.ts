import type { z } from "zod";
import type { BlockValue, ImplementedRenderName } from "./block-values";

/** The names of the fields of a block value, at any depth (a list's items, a variant's fields). */
type FieldNames<Value> = Value extends readonly (infer Item)[]
  ? FieldNames<Item>
  : Value extends object
    ? { [Key in keyof Value & string]-?: Key | FieldNames<NonNullable<Value[Key]>> }[keyof Value & string]
    : never;

/**
 * A block kind as the server knows it: the schema its value is parsed with (decision 0002: zod
 * stays on the server; its fields' labels and help are its `.meta()`, decision 0015), how the
 * editors' palette names it and the fields offered as a choice of values the schema checks elsewhere. What it renders with is its view
 * (block-view.ts), the browser's half.
 */
export type BlockDefinition<Name extends ImplementedRenderName> = {
  renderName: Name;
  schema: z.ZodType<BlockValue<Name>>;
  palette: { name: string; description: string };
  choices?: { readonly [Field in string]?: readonly string[] };
  /** As a page's first block, this kind shows the page's main heading (its H1). */
  pageHeading?: true;
};

/** Every kind's definition, keyed by render_name: the type checker refuses a kind without one. */
export type BlockDefinitions = { [Name in ImplementedRenderName]: BlockDefinition<Name> };

/** A kind's definition; its choices name fields of its schema, so a misspelt or removed field fails the typecheck. */
export function defineBlock<Name extends ImplementedRenderName, Schema extends z.ZodType<BlockValue<Name>>>(definition: {
  renderName: Name;
  schema: Schema;
  palette: { name: string; description: string };
  choices?: { readonly [Field in FieldNames<z.input<Schema>>]?: readonly string[] };
  pageHeading?: true;
}): BlockDefinition<Name> {
  return definition;
}

/** The definition of the kind `renderName` names, when it is one of `definitions`. */
export function definitionOf(
  definitions: Partial<BlockDefinitions>,
  renderName: string,
): BlockDefinition<ImplementedRenderName> | undefined {
  return Object.hasOwn(definitions, renderName) ? definitions[renderName as ImplementedRenderName] : undefined;
}
