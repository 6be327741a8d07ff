import { data } from "react-router";
import { z } from "zod";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import type { FieldErrors, FormResult } from "../form-result";
import { innermost, isSecret, isText, type Node } from "./schema-fields.server";

/** What a posted admin form said: its data, parsed by its schema, or why not, with what was typed. */
export type ParsedForm<Data> =
  { ok: true; data: Data; values: Record<string, string> } | { ok: false; errors: FieldErrors; values: Record<string, string> };

type Shape = Record<string, z.ZodType>;

/** The object schemas a form may be parsed with: one form, or one of several told apart by a literal. */
function shapesOf(schema: z.ZodType): Shape[] {
  if (schema instanceof z.ZodObject) return [schema.shape as Shape];
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion)
    return (schema.options as z.ZodType[]).flatMap((option) => shapesOf(option));
  if (schema instanceof z.ZodPipe) return shapesOf(schema.in as z.ZodType);
  return [];
}

function isList(field: z.ZodType | undefined): boolean {
  if (!field) return false;
  if (field instanceof z.ZodArray) return true;
  const inner = (field.def as { innerType?: z.ZodType }).innerType;
  return isList(inner);
}

/**
 * Parses a posted form with its zod schema. Each field the schema names is read once: a list as all
 * its values (under its name, or `name[]` as a group of boxes posts them), any other field as its
 * one value; text loses the characters no visitor means (unreadable-text.ts), and a missing text
 * that is not optional as an empty one. A file is read only where the schema asks for one
 * (`z.file()`), and only as a file. A password is not sent back.
 */
export function parseForm<Schema extends z.ZodType>(schema: Schema, posted: FormData): ParsedForm<z.output<Schema>> {
  const shapes = shapesOf(schema);
  const names = new Set(shapes.flatMap((shape) => Object.keys(shape)));
  const input: Record<string, string | string[] | File> = {};
  const values: Record<string, string> = {};
  for (const name of names) {
    const fields = shapes.map((shape) => shape[name]).filter((field) => field !== undefined);
    if (fields.some((field) => innermost(field as Node).def.type === "file")) {
      const file = posted.get(name);
      if (file instanceof File) input[name] = file;
      continue;
    }
    const list = fields.some(isList);
    // A group of boxes (CheckboxGroup) posts its list as `name[]`.
    const texts = [...posted.getAll(name), ...(list ? posted.getAll(`${name}[]`) : [])]
      .filter((value): value is string => typeof value === "string")
      .map(withoutUnreadableText);
    if (list) input[name] = texts;
    else if (texts[0] !== undefined) input[name] = texts[0];
    // A browser sends an empty text box as "": a missing one the form needs is read the same, so its own message says what to type.
    else if (fields.some((field) => !field.isOptional() && isText(innermost(field as Node)))) input[name] = "";
    if (texts[0] !== undefined && !fields.some(isSecret)) values[name] = texts.join(", ");
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, errors: errorsOf(parsed.error), values };
}

/**
 * A refused form's messages by the field they concern (`social.2.url`), each said once; a form-wide
 * one under "form". A message about one value of a list (an unknown box ticked) is the list's.
 */
export function errorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path
      .map(String)
      .join(".")
      .replace(/(\.\d+)+$/, "");
    const messages = (errors[path || "form"] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The answer to a refused form: 400, the messages at their fields and what was typed, so nobody types it twice. */
export function refusedForm<Extras extends object = object>(
  parsed: { errors: FieldErrors; values: Record<string, string> },
  extras?: Extras,
  message = "Some fields need a change. Nothing was saved.",
) {
  return data<FormResult<Record<string, string>, Extras>>(
    { tone: "error", message, errors: parsed.errors, values: parsed.values, ...(extras as Extras) },
    { status: 400 },
  );
}

/**
 * Which of a page's forms was posted (its `intent`), or null when none of them: read before the
 * form itself when its schema is more than an object of fields (a rule checked as a whole).
 */
export function formIntent<const Intent extends string>(form: FormData, intents: readonly [Intent, ...Intent[]]): Intent | null {
  const parsed = parseForm(z.object({ intent: z.enum(intents) }), form);
  return parsed.ok ? parsed.data.intent : null;
}
