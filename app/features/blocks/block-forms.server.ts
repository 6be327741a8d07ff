import { z } from "zod";
import type { BlockKind, Field, FieldSpec, GroupSpec } from "./block-form";
import type { ImplementedRenderName } from "./block-values";
import type { BlockDefinition } from "./define-block";
import { htmlFieldNames } from "./shared/html-fields";

/** The part of JSON Schema that zod writes for block values. */
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  maxLength?: number;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  /** The editors' words, from the schema's `.meta()` (zod writes its metadata into the node). */
  label?: string;
  hint?: string;
  itemLabel?: string;
  optionLabels?: Record<string, string>;
};

const linkFieldNames = new Set(["url", "button_url", "link_url", "form_url"]);

function isImage(node: JsonSchema): boolean {
  return node.type === "object" && node.properties?.image_url !== undefined && node.properties.alt_text !== undefined;
}

/** What a kind's definition says of its fields beyond the schema, and where in it the form is. */
type Hints = Pick<BlockDefinition<ImplementedRenderName>, "renderName" | "choices">;

/** A text of the editors' words the schema must give, or an error naming the field that lacks it. */
function said(text: string | undefined, what: string, path: string, hints: Hints): string {
  if (text) return text;
  throw new Error(`The field "${path}" of the block kind "${hints.renderName}" has no ${what}: give it one with .meta().`);
}

function groupOf(node: JsonSchema, path: string, hints: Hints): GroupSpec {
  const required = new Set(node.required ?? []);
  const fields = Object.entries(node.properties ?? {}).map(([name, child]): Field => {
    const at = path ? `${path}.${name}` : name;
    return {
      name,
      label: said(child.label, "label", at, hints),
      ...(child.hint ? { help: child.hint } : {}),
      optional: !required.has(name),
      ...(child.default !== undefined ? { defaultValue: child.default } : {}),
      spec: specOf(child, name, at, hints),
    };
  });
  return { kind: "group", fields };
}

/** The property whose constant value tells the alternatives of a union apart, if they have one. */
function discriminatorOf(alternatives: JsonSchema[]): string | null {
  const first = alternatives[0]?.properties ?? {};
  const name = Object.keys(first).find((key) => alternatives.every((alternative) => alternative.properties?.[key]?.const !== undefined));
  return name ?? null;
}

function unionSpec(alternatives: JsonSchema[], name: string, path: string, hints: Hints): FieldSpec {
  const discriminator = discriminatorOf(alternatives);
  if (discriminator) {
    return {
      kind: "variant",
      discriminator,
      variants: alternatives.map((alternative) => {
        const { [discriminator]: tag, ...properties } = alternative.properties ?? {};
        const value = String(tag?.const);
        return {
          value,
          label: said(alternative.label, `label for its kind "${value}"`, path, hints),
          group: groupOf({ ...alternative, properties }, path, hints),
        };
      }),
    };
  }
  if (alternatives.some((alternative) => alternative.type === "boolean")) return { kind: "boolean" };
  if (alternatives.every((alternative) => alternative.type === "string")) return specOf({ type: "string" }, name, path, hints);
  return { kind: "json" };
}

function choiceOf(options: string[], node: JsonSchema): FieldSpec {
  return { kind: "choice", options, ...(node.optionLabels ? { optionLabels: node.optionLabels } : {}) };
}

function specOf(node: JsonSchema, name: string, path: string, hints: Hints): FieldSpec {
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives) return unionSpec(alternatives, name, path, hints);
  if (node.enum) return choiceOf(node.enum.map(String), node);
  const choices = hints.choices?.[name];
  if (choices && node.type === "string") return choiceOf([...choices], node);
  switch (node.type) {
    case "string":
      if (htmlFieldNames.has(name)) return { kind: "html" };
      if (linkFieldNames.has(name)) return { kind: "link" };
      return {
        kind: "text",
        // Long texts get a text area; addresses and file names stay on one line however long they may be.
        multiline: (node.maxLength ?? 0) >= 1000 && !name.endsWith("url"),
        ...(node.maxLength !== undefined ? { maxLength: node.maxLength } : {}),
        ...(node.minLength !== undefined ? { minLength: node.minLength } : {}),
      };
    case "integer":
    case "number": {
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
      return {
        kind: "number",
        integer: node.type === "integer",
        ...(min !== undefined ? { min } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      };
    }
    case "boolean":
      return { kind: "boolean" };
    case "array":
      return node.items
        ? {
            kind: "list",
            item: specOf(node.items, name, path, hints),
            itemLabel: said(node.itemLabel, "itemLabel (what one of its items is called)", path, hints),
            ...(node.minItems !== undefined ? { min: node.minItems } : {}),
            ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
          }
        : { kind: "json" };
    case "object":
      if (isImage(node)) return { kind: "image", group: groupOf(node, path, hints) };
      return node.properties ? groupOf(node, path, hints) : { kind: "json" };
    default:
      return { kind: "json" };
  }
}

/** The form of a block kind from the schema the renderer parses its value with (what an editor types, before defaults apply). */
export function blockFormOf<Name extends ImplementedRenderName>(definition: BlockDefinition<Name>): GroupSpec {
  const schema = z.toJSONSchema(definition.schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const spec = specOf(schema, definition.renderName, "", definition);
  return spec.kind === "group" ? spec : { kind: "group", fields: [] };
}

/** A block kind as the palette offers it. */
export function blockKindOf<Name extends ImplementedRenderName>(definition: BlockDefinition<Name>): BlockKind {
  return {
    renderName: definition.renderName,
    ...definition.palette,
    form: blockFormOf(definition),
    pageHeading: definition.pageHeading === true,
  };
}
