/**
 * The form of a block kind, as the admin's block editor draws it. The server derives it from the
 * block's zod schema (block-forms.server.ts), so a field exists in the editor exactly when the
 * renderer reads it; the server validates what comes back with the same schema.
 */
export type FieldSpec =
  | { kind: "text"; multiline: boolean; maxLength?: number; minLength?: number }
  | { kind: "html" }
  | { kind: "link" }
  /** `optionLabels` says each value in the editors' words; a value without one shows as it is. */
  | { kind: "choice"; options: string[]; optionLabels?: Record<string, string> }
  | { kind: "number"; integer: boolean; min?: number; max?: number }
  | { kind: "boolean" }
  | { kind: "image"; group: GroupSpec }
  | GroupSpec
  /** `itemLabel` names one item ("slide"): "Add a slide", "Slide 2 of 3". */
  | { kind: "list"; item: FieldSpec; itemLabel: string; min?: number; max?: number }
  | { kind: "variant"; discriminator: string; variants: { value: string; label: string; group: GroupSpec }[] }
  /** Anything the form cannot draw field by field: edited as JSON, checked by the server all the same. */
  | { kind: "json" };

export type GroupSpec = { kind: "group"; fields: Field[] };

export type Field = {
  name: string;
  label: string;
  help?: string;
  /** An optional field may be left out; the block then renders without it. */
  optional: boolean;
  defaultValue?: unknown;
  spec: FieldSpec;
};

/** A block kind as the palette offers it. */
export type BlockKind = {
  renderName: string;
  name: string;
  description: string;
  form: GroupSpec;
  /** As a page's first block, it shows the page's main heading (H1). */
  pageHeading: boolean;
};

/** Errors of a saved draft at the field they concern, keyed by the path of the field ("3.value.faqs.0.question"). */
export type FieldErrors = Record<string, string[]>;

export function joinPath(parent: string, key: string | number): string {
  return parent === "" ? String(key) : `${parent}.${key}`;
}

/** The value a new block or list item starts with: each field's default, empty where the field is required. */
export function initialValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "group":
      return Object.fromEntries(
        spec.fields
          .filter((field) => !field.optional || field.defaultValue !== undefined)
          .map((field) => [field.name, field.defaultValue ?? initialValue(field.spec)]),
      );
    case "image":
      return initialValue(spec.group);
    case "list":
      return Array.from({ length: spec.min ?? 0 }, () => initialValue(spec.item));
    case "variant": {
      const first = spec.variants[0];
      return first ? { ...(initialValue(first.group) as object), [spec.discriminator]: first.value } : {};
    }
    case "choice":
      return spec.options[0] ?? "";
    case "number":
      return spec.min ?? 0;
    case "boolean":
      return false;
    case "json":
      return null;
    default:
      return "";
  }
}

/** "a slide", "an image": the item names of the blocks' lists and groups are plain nouns, so the vowel decides. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

/**
 * Where a path of a block's value sits, in the editors' words: "slides.1.title" is
 * ["Slides", "Slide 2", "Title"]. Keys the form does not know (a variant's tag, a field the schema
 * dropped) are given as they are.
 */
export function fieldLabelsAt(form: GroupSpec, path: string): string[] {
  const words: string[] = [];
  let spec: FieldSpec | undefined = form;
  for (const key of path.split(".")) {
    if (spec?.kind === "list") {
      words.push(`${capitalised(spec.itemLabel)} ${Number(key) + 1}`);
      spec = spec.item;
      continue;
    }
    const group: GroupSpec | undefined = spec?.kind === "group" ? spec : spec?.kind === "image" ? spec.group : undefined;
    const variantFields: Field[] = spec?.kind === "variant" ? spec.variants.flatMap((variant) => variant.group.fields) : [];
    const field: Field | undefined = (group?.fields ?? variantFields).find((candidate) => candidate.name === key);
    words.push(field?.label ?? key);
    spec = field?.spec;
  }
  return words;
}

function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
