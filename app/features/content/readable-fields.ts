import type { BlockKind, FieldSpec, GroupSpec } from "../blocks";
import { fileNameOf, htmlAsText } from "./html-as-text";

/** One field of a block as an editor reads it: where it is, the label the block editor gives it, and its text. */
export type ReadableField = { key: string; label: string; text: string };

/** Deeper than any block's form goes: a value nested further is not read. */
const MAX_DEPTH = 12;

type Into = ReadableField[];

const labelIn = (parent: string, label: string) => (parent === "" ? label : `${parent} › ${label}`);
const keyIn = (parent: string, key: string | number) => (parent === "" ? String(key) : `${parent}.${key}`);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function push(into: Into, key: string, label: string, text: string) {
  const trimmed = text.trim();
  if (trimmed !== "") into.push({ key, label, text: trimmed });
}

/** A value no form field describes, as lines of "name: value", never as JSON. */
export function valueAsLines(value: unknown, depth = 0, name = ""): string[] {
  if (value === null || value === undefined || depth > MAX_DEPTH) return [];
  if (typeof value !== "object") return [name ? `${name}: ${String(value)}` : String(value)];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index + 1), item] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => valueAsLines(child, depth + 1, name ? `${name} ${key}` : key));
}

function readGroup(group: GroupSpec, value: unknown, key: string, label: string, into: Into, depth: number) {
  const record = asRecord(value);
  for (const field of group.fields)
    read(field.spec, record[field.name], keyIn(key, field.name), labelIn(label, field.label), into, depth + 1);
}

function read(spec: FieldSpec, value: unknown, key: string, label: string, into: Into, depth: number) {
  if (value === null || value === undefined || depth > MAX_DEPTH) return;
  switch (spec.kind) {
    case "html":
      return push(into, key, label, typeof value === "string" ? htmlAsText(value) : "");
    case "text":
    case "link":
    case "choice":
    case "number":
      return push(into, key, label, typeof value === "object" ? "" : String(value));
    case "boolean":
      return push(into, key, label, value === true ? "Yes" : value === false ? "No" : "");
    case "image": {
      // An image reads as what it shows, and which file shows it.
      const { alt_text: alt, image_url: url } = asRecord(value);
      const file = typeof url === "string" && url !== "" ? fileNameOf(url) : "";
      const words = typeof alt === "string" ? alt.trim() : "";
      return push(into, key, label, words && file ? `${words} (${file})` : words || file);
    }
    case "group":
      return readGroup(spec, value, key, label, into, depth);
    case "list":
      if (!Array.isArray(value)) return;
      value.forEach((item, index) => read(spec.item, item, keyIn(key, index), `${label} ${index + 1}`, into, depth + 1));
      return;
    case "variant": {
      const record = asRecord(value);
      const variant = spec.variants.find((candidate) => candidate.value === record[spec.discriminator]);
      if (!variant) return push(into, key, label, valueAsLines(value).join("\n"));
      push(into, keyIn(key, spec.discriminator), labelIn(label, "Kind"), variant.value.replace(/_/g, " "));
      return readGroup(variant.group, value, key, label, into, depth);
    }
    case "json":
      return push(into, key, label, valueAsLines(value).join("\n"));
  }
}

/**
 * A block's fields as the block editor labels them, each as readable text (rich text as its words,
 * an image by its alternative text and file name); empty fields are left out. A block of a kind
 * the site does not know reads as lines of its value.
 */
export function readableFields(value: unknown, kind: BlockKind | undefined): ReadableField[] {
  const into: Into = [];
  if (kind) readGroup(kind.form, value, "", "", into, 0);
  else push(into, "value", "Content", valueAsLines(value).join("\n"));
  return into;
}
