import { z } from "zod";
import type { BlockKind, Field, FieldSpec, GroupSpec } from "./block-form";
import type { ImplementedRenderName } from "./block-values";
import type { BlockDefinition } from "./define-block";
import { labelOf } from "./shared/field-labels";
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
};

const linkFieldNames = new Set(["url", "button_url", "link_url", "form_url"]);

function isImage(node: JsonSchema): boolean {
  return node.type === "object" && node.properties?.image_url !== undefined && node.properties.alt_text !== undefined;
}

/** What a kind's definition says of its fields beyond the schema. */
type Hints = Pick<BlockDefinition<ImplementedRenderName>, "labels" | "choices">;

function groupOf(node: JsonSchema, hints: Hints): GroupSpec {
  const required = new Set(node.required ?? []);
  const fields = Object.entries(node.properties ?? {}).map(([name, child]): Field => ({
    name,
    ...labelOf(name, hints.labels),
    optional: !required.has(name),
    ...(child.default !== undefined ? { defaultValue: child.default } : {}),
    spec: specOf(child, name, hints),
  }));
  return { kind: "group", fields };
}

/** The property whose constant value tells the alternatives of a union apart, if they have one. */
function discriminatorOf(alternatives: JsonSchema[]): string | null {
  const first = alternatives[0]?.properties ?? {};
  const name = Object.keys(first).find((key) => alternatives.every((alternative) => alternative.properties?.[key]?.const !== undefined));
  return name ?? null;
}

function unionSpec(alternatives: JsonSchema[], name: string, hints: Hints): FieldSpec {
  const discriminator = discriminatorOf(alternatives);
  if (discriminator) {
    return {
      kind: "variant",
      discriminator,
      variants: alternatives.map((alternative) => {
        const { [discriminator]: tag, ...properties } = alternative.properties ?? {};
        return { value: String(tag?.const), group: groupOf({ ...alternative, properties }, hints) };
      }),
    };
  }
  if (alternatives.some((alternative) => alternative.type === "boolean")) return { kind: "boolean" };
  if (alternatives.every((alternative) => alternative.type === "string")) return specOf({ type: "string" }, name, hints);
  return { kind: "json" };
}

function specOf(node: JsonSchema, name: string, hints: Hints): FieldSpec {
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives) return unionSpec(alternatives, name, hints);
  if (node.enum) return { kind: "choice", options: node.enum.map(String) };
  const choices = hints.choices?.[name];
  if (choices && node.type === "string") return { kind: "choice", options: [...choices] };
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
            item: specOf(node.items, name, hints),
            ...(node.minItems !== undefined ? { min: node.minItems } : {}),
            ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
          }
        : { kind: "json" };
    case "object":
      return isImage(node) ? { kind: "image", group: groupOf(node, hints) } : node.properties ? groupOf(node, hints) : { kind: "json" };
    default:
      return { kind: "json" };
  }
}

/** The form of a block kind from the schema the renderer parses its value with (what an editor types, before defaults apply). */
export function blockFormOf<Name extends ImplementedRenderName>(definition: BlockDefinition<Name>): GroupSpec {
  const schema = z.toJSONSchema(definition.schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const spec = specOf(schema, definition.renderName, definition);
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
