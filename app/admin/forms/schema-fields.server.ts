import { z } from "zod";
import type { FieldInput, FormField, FormFields } from "./form-field";

declare module "zod" {
  interface GlobalMeta {
    /** What the form calls the field. */
    label?: string;
    /** A line under the field: what to type, or what it is for. */
    hint?: string;
    /** The control when the schema alone does not say it (a long text, a password, a few choices side by side). */
    input?: "textarea" | "password" | "radio" | "date" | "datetime-local";
    /** What one item of a list is called, a plain noun ("slide"): "Add a slide", "Slide 2 of 3" (the block editor's lists). */
    itemLabel?: string;
    /** What a choice shows for each of its values; the value itself where none is given. */
    optionLabels?: Record<string, string>;
    /** What the browser may fill in (`username`, `new-password`), for password managers. */
    autoComplete?: string;
  }
}

export type Node = z.ZodType & { def: { type: string; innerType?: Node; in?: Node; out?: Node; options?: Node[]; values?: unknown[] } };

const isTransform = (schema: Node | undefined) => schema?.def.type === "transform";
const isBoolean = (schema: Node | undefined) => schema?.def.type === "boolean";

type TextNode = Node & { minLength: number | null; maxLength: number | null; format: string | null };

/** A string, or a string of a format (an e-mail address, a URL, a day). */
export function isText(schema: z.ZodType): schema is TextNode {
  return "minLength" in schema && "maxLength" in schema;
}

/**
 * The field's own schema, as the form posts it: under the wrappers that say it may be left out,
 * what it defaults to, how it is cleaned first (`z.preprocess`) or what it becomes after
 * (`.transform`, a pipe into a list). A pipe of text into stricter text (`z.string().pipe(Email)`)
 * is the stricter one; text read as yes or no (`z.stringbool()`) stays as it is, a box to tick.
 */
export function innermost(schema: Node): Node {
  const { def } = schema;
  if (def.innerType) return innermost(def.innerType);
  if (def.type !== "pipe" || !def.in || !def.out || isBoolean(def.out)) return schema;
  if (isTransform(def.in)) return innermost(def.out);
  const posted = innermost(def.in);
  if (isTransform(def.out)) return posted;
  const stricter = innermost(def.out);
  return isText(posted) && isText(stricter) ? stricter : posted;
}

/** The metadata of the field: on the outermost wrapper that carries some. */
function metaOf(schema: Node): z.GlobalMeta {
  const own = schema.meta();
  if (own) return own;
  const inner = schema.def.innerType ?? schema.def.in;
  return inner ? metaOf(inner) : {};
}

/** A password: never sent back to the page, nor shown. */
export function isSecret(schema: z.ZodType): boolean {
  return metaOf(schema as Node).input === "password";
}

/** The values a choice offers: an enum's, or those of a union of literals (`301 | 302`). */
function choicesOf(schema: Node): string[] | null {
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  if (schema.def.type === "union" && schema.def.options?.every((option) => option.def.type === "literal"))
    return schema.def.options.flatMap((option) => (option.def.values ?? []).map(String));
  return null;
}

function inputOf(schema: Node, meta: z.GlobalMeta, choices: string[] | null): FieldInput {
  if (meta.input) return meta.input;
  // A list of choices (`z.array(z.enum(…))`) is a box to tick for each.
  if (choices) return schema instanceof z.ZodArray ? "checkboxes" : "select";
  const type = schema.def.type;
  if (isBoolean(schema) || (type === "pipe" && isBoolean(schema.def.out))) return "checkbox";
  if (type === "number") return "number";
  if (type === "file") return "file";
  const format = isText(schema) ? schema.format : null;
  if (format === "email") return "email";
  if (format === "url") return "url";
  if (format === "date") return "date";
  return "text";
}

function fieldOf(name: string, schema: Node): FormField {
  const meta = metaOf(schema);
  if (!meta.label) throw new Error(`The form field "${name}" has no label: give it one with .meta({ label }).`);
  const own = innermost(schema);
  const choices = choicesOf(own instanceof z.ZodArray ? innermost(own.element as Node) : own);
  const input = inputOf(own, meta, choices);
  const text = isText(own) ? own : null;
  // Boxes to tick are required when ticking none is refused (`.min(1)`).
  const required =
    input === "checkboxes"
      ? !own.safeParse([]).success
      : !schema.isOptional() && input !== "checkbox" && (text ? (text.minLength ?? 0) > 0 || text.format != null : true);
  return {
    name,
    label: meta.label,
    input,
    required,
    ...(meta.hint ? { hint: meta.hint } : {}),
    ...(meta.autoComplete ? { autoComplete: meta.autoComplete } : {}),
    ...(text?.maxLength != null ? { maxLength: text.maxLength } : {}),
    ...(choices ? { options: choices.map((value) => ({ value, label: meta.optionLabels?.[value] ?? value })) } : {}),
  };
}

/** The object under a schema that checks or reshapes the whole form (`.refine`, `.transform`). */
function objectOf(schema: Node): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema;
  if (schema.def.type === "pipe" && schema.def.in) return objectOf(schema.def.in);
  throw new Error("A form's schema is an object of its fields.");
}

/** The fields of a form as its page draws them, from the schema the server parses it with. */
export function formFieldsOf<Schema extends z.ZodType>(schema: Schema): FormFields<keyof z.input<Schema> & string> {
  const fields = Object.entries(objectOf(schema as unknown as Node).shape)
    // A literal is the form's own constant (which form of the page it is), not a field to fill.
    .filter(([, field]) => innermost(field as Node).def.type !== "literal")
    .map(([name, field]) => [name, fieldOf(name, field as Node)]);
  return Object.fromEntries(fields) as FormFields<keyof z.input<Schema> & string>;
}
