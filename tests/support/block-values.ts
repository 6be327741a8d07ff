import { articles } from "../../content/articles";
import { components } from "../../content/components";
import { pages } from "../../content/pages";
import type { Block } from "../../app/features/blocks";
import { initialValue, type FieldSpec } from "../../app/features/blocks";

/** What an editor would type into each field of the generated form: a value for every field, optional ones too. */
export function filled(spec: FieldSpec, name: string): unknown {
  switch (spec.kind) {
    case "group":
      return Object.fromEntries(
        spec.fields.map((field) => [
          field.name,
          field.spec.kind === "number" && field.defaultValue !== undefined ? field.defaultValue : filled(field.spec, field.name),
        ]),
      );
    case "image":
      return { ...(filled(spec.group, name) as object), image_url: "/media/demo/sample.jpg", width: 1600, height: 1000 };
    case "list":
      return Array.from({ length: Math.max(1, spec.min ?? 0) }, () => filled(spec.item, name));
    case "variant": {
      const variant = spec.variants[0]!;
      return { ...(filled(variant.group, name) as object), [spec.discriminator]: variant.value };
    }
    case "choice":
      // Every product has Features; other sections (Gallery, Wood...) only some.
      return spec.options.includes("Features") ? "Features" : spec.options[0];
    case "text":
      return name.includes("date") ? "2026-11-25" : "sample";
    case "html":
      return "<p>Sample <strong>text</strong></p>";
    case "link":
      return "/products";
    case "json":
      return null;
    default:
      return initialValue(spec);
  }
}

/** Every block of the seed content, published or draft. */
export const seedBlocks: Block[] = [...pages, ...articles, ...components].flatMap((entity) => [
  ...(entity.published?.elements ?? []),
  ...(entity.draft?.elements ?? []),
]);
