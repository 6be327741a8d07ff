import { z } from "zod";
import type { FieldInput, FormField, FormFields } from "./form-field";

declare module "zod" {
  interface GlobalMeta {
    /** What the form calls the field. */
    label?: string;
    /** A line under the field: what to type, or what it is for. */
    hint?: string;
    /** The control when the schema alone does not say it (a long text, a password). */
    input?: "textarea" | "password";
    /** What a select shows for each of an enum's values; the value itself where none is given. */
    optionLabels?: Record<string, string>;
  }
}

/** The object schema of one admin form; a form with several intents gives the fields of each. */
export type FormSchema = z.ZodObject;

export type Node = z.ZodType & { def: { type: string; innerType?: Node; in?: Node; out?: Node } };

/** The field's own schema, under the wrappers that say it may be left out or what it defaults to. */
export function innermost(schema: Node): Node {
  const inner = schema.def.innerType ?? (schema.def.type === "pipe" && schema.def.out?.def.type !== "boolean" ? schema.def.in : undefined);
  return inner ? innermost(inner) : schema;
}

type TextNode = Node & { minLength: number | null; maxLength: number | null; format: string | null };

/** A string, or a string of a format (an e-mail address, a URL, a day). */
export function isText(schema: z.ZodType): schema is TextNode {
  return "minLength" in schema && "maxLength" in schema;
}

/** The metadata of the field: on the outermost wrapper that carries some. */
function metaOf(schema: Node): z.GlobalMeta {
  const own = schema.meta();
  if (own) return own;
  const inner = schema.def.innerType ?? schema.def.in;
  return inner ? metaOf(inner) : {};
}

function inputOf(schema: Node, meta: z.GlobalMeta): FieldInput {
  if (meta.input) return meta.input;
  const type = schema.def.type;
  if (type === "enum") return "select";
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodEnum) return "checkboxes";
  if (type === "boolean" || (type === "pipe" && schema.def.out?.def.type === "boolean")) return "checkbox";
  if (type === "number") return "number";
  if (type === "file") return "file";
  const format = (schema as Node & { format?: string | null }).format;
  if (format === "email") return "email";
  if (format === "url") return "url";
  if (format === "date") return "date";
  return "text";
}

function fieldOf(name: string, schema: Node): FormField {
  const meta = metaOf(schema);
  if (!meta.label) throw new Error(`The form field "${name}" has no label: give it one with .meta({ label }).`);
  const own = innermost(schema);
  const input = inputOf(own, meta);
  const text = isText(own) ? own : null;
  // A select's choices are its enum's; a group of boxes', its list's.
  const choices = own instanceof z.ZodArray ? (own.element as Node) : own;
  const options =
    choices instanceof z.ZodEnum
      ? choices.options.map((value) => ({ value: String(value), label: meta.optionLabels?.[String(value)] ?? String(value) }))
      : undefined;
  const required =
    !schema.isOptional() &&
    input !== "checkbox" &&
    input !== "checkboxes" &&
    (text ? (text.minLength ?? 0) > 0 || text.format != null : true);
  return {
    name,
    label: meta.label,
    input,
    required,
    ...(meta.hint ? { hint: meta.hint } : {}),
    ...(text?.maxLength != null ? { maxLength: text.maxLength } : {}),
    ...(options ? { options } : {}),
  };
}

/** The fields of a form as its page draws them, from the schema the server parses it with. */
export function formFieldsOf<Schema extends FormSchema>(schema: Schema): FormFields<keyof Schema["shape"] & string> {
  const fields = Object.entries(schema.shape)
    // A literal is the form's own constant (which form of the page it is), not a field to fill.
    .filter(([, field]) => innermost(field as Node).def.type !== "literal")
    .map(([name, field]) => [name, fieldOf(name, field as Node)]);
  return Object.fromEntries(fields) as FormFields<keyof Schema["shape"] & string>;
}
