import { z } from "zod";
import { catalogueKeys } from "~/features/catalogue/index.server";
import type { BlockKind, Field, FieldSpec, GroupSpec } from "./block-form";
import { blockKindNames } from "./block-kinds";
import { fieldHelp, fieldLabel } from "./field-labels";
import { blockSchemas, type ImplementedRenderName } from "./schemas";
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

/** Fields the schema checks against the catalogue: offered as its keys rather than typed. */
const choicesByName: Record<string, () => readonly string[]> = { product_key: () => catalogueKeys };

function isImage(node: JsonSchema): boolean {
  return node.type === "object" && node.properties?.image_url !== undefined && node.properties.alt_text !== undefined;
}

function groupOf(node: JsonSchema): GroupSpec {
  const required = new Set(node.required ?? []);
  const fields = Object.entries(node.properties ?? {}).map(([name, child]): Field => ({
    name,
    label: fieldLabel(name),
    ...(fieldHelp[name] ? { help: fieldHelp[name] } : {}),
    optional: !required.has(name),
    ...(child.default !== undefined ? { defaultValue: child.default } : {}),
    spec: specOf(child, name),
  }));
  return { kind: "group", fields };
}

/** The property whose constant value tells the alternatives of a union apart, if they have one. */
function discriminatorOf(alternatives: JsonSchema[]): string | null {
  const first = alternatives[0]?.properties ?? {};
  const name = Object.keys(first).find((key) => alternatives.every((alternative) => alternative.properties?.[key]?.const !== undefined));
  return name ?? null;
}

function unionSpec(alternatives: JsonSchema[], name: string): FieldSpec {
  const discriminator = discriminatorOf(alternatives);
  if (discriminator) {
    return {
      kind: "variant",
      discriminator,
      variants: alternatives.map((alternative) => {
        const { [discriminator]: tag, ...properties } = alternative.properties ?? {};
        return { value: String(tag?.const), group: groupOf({ ...alternative, properties }) };
      }),
    };
  }
  if (alternatives.some((alternative) => alternative.type === "boolean")) return { kind: "boolean" };
  if (alternatives.every((alternative) => alternative.type === "string")) return specOf({ type: "string" }, name);
  return { kind: "json" };
}

function specOf(node: JsonSchema, name: string): FieldSpec {
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives) return unionSpec(alternatives, name);
  if (node.enum) return { kind: "choice", options: node.enum.map(String) };
  const choices = choicesByName[name];
  if (choices && node.type === "string") return { kind: "choice", options: [...choices()] };
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
            item: specOf(node.items, name),
            ...(node.minItems !== undefined ? { min: node.minItems } : {}),
            ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
          }
        : { kind: "json" };
    case "object":
      return isImage(node) ? { kind: "image", group: groupOf(node) } : node.properties ? groupOf(node) : { kind: "json" };
    default:
      return { kind: "json" };
  }
}

/** The form of a block kind from the schema the renderer parses its value with (what an editor types, before defaults apply). */
export function blockFormOf(renderName: ImplementedRenderName): GroupSpec {
  const schema = z.toJSONSchema(blockSchemas[renderName], { io: "input", unrepresentable: "any" }) as JsonSchema;
  const spec = specOf(schema, renderName);
  return spec.kind === "group" ? spec : { kind: "group", fields: [] };
}

let kinds: BlockKind[] | undefined;

/** Every block kind the renderer knows, for the palette, by name. */
export function blockKinds(): BlockKind[] {
  kinds ??= (Object.keys(blockSchemas) as ImplementedRenderName[])
    .map((renderName) => ({ renderName, ...blockKindNames[renderName], form: blockFormOf(renderName) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return kinds;
}
