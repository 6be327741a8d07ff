import { describe, expect, it } from "vitest";
import { filled, seedBlocks } from "../../../tests/support/block-values";
import { blockFormOf, blockKinds, checkBlocks, siteBlockDefinitions } from "../../site-blocks.server";
import type { FieldSpec, GroupSpec } from "./block-form";
import type { ImplementedRenderName } from "./block-values";

const renderNames = Object.keys(siteBlockDefinitions) as ImplementedRenderName[];

/** Every key of a stored value has a field in the form, so editing a block never drops part of it. */
function keysWithoutField(value: unknown, spec: FieldSpec, path = ""): string[] {
  if (spec.kind === "json" || value === null || typeof value !== "object") return [];
  if (spec.kind === "list")
    return Array.isArray(value) ? value.flatMap((item, i) => keysWithoutField(item, spec.item, `${path}.${i}`)) : [];
  let group: GroupSpec | undefined;
  if (spec.kind === "group") group = spec;
  else if (spec.kind === "image") group = spec.group;
  else if (spec.kind === "variant") {
    const tag = (value as Record<string, unknown>)[spec.discriminator];
    group = spec.variants.find((variant) => variant.value === tag)?.group;
    if (!group) return [`${path}.${spec.discriminator}`];
  }
  if (!group) return [];
  const fields = new Map(group.fields.map((field) => [field.name, field]));
  return Object.entries(value).flatMap(([key, child]) => {
    if (spec.kind === "variant" && key === spec.discriminator) return [];
    const field = fields.get(key);
    return field ? keysWithoutField(child, field.spec, `${path}.${key}`) : [`${path}.${key}`];
  });
}

describe("the block editor's forms", () => {
  it("offers every block kind the renderer knows in the palette, named and described", () => {
    const kinds = blockKinds();
    expect(kinds.map((kind) => kind.renderName).sort()).toEqual([...renderNames].sort());
    for (const kind of kinds) {
      expect(kind.name).not.toBe("");
      expect(kind.description).toMatch(/\.$/);
      expect(kind.form.fields.length).toBeGreaterThan(0);
    }
  });

  it.each(renderNames)("%s: every field the seed content stores has a field in the form", (renderName) => {
    const form = blockFormOf(renderName);
    for (const block of seedBlocks.filter((seed) => seed.render_name === renderName)) {
      expect(keysWithoutField(block.value, form)).toEqual([]);
    }
  });

  it.each(renderNames)("%s: a form filled in field by field passes the renderer's schema", (renderName) => {
    const value = filled(blockFormOf(renderName), renderName);
    const checked = checkBlocks([{ id: "b1", render_name: renderName, value }], []);
    expect(checked.ok ? [] : checked.errors).toEqual([]);
  });

  it("says at the field what the schema refuses", () => {
    const checked = checkBlocks(
      [
        { id: "a", render_name: "faq", value: { qa_combo: [{ question: "x".repeat(301), answer: "Yes." }] } },
        { id: "b", render_name: "blade_large_hero", value: { banner_title: "", image: { image_url: "/media/a.jpg" } } },
        { id: "c", render_name: "slideshow_of_the_future", value: {} },
      ],
      [],
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors["0.value.qa_combo.0.question"]).toEqual(["At most 300 characters."]);
    expect(checked.errors["1.value.banner_title"]).toEqual(["Fill this in."]);
    expect(checked.errors["2"]?.[0]).toMatch(/cannot show a block of the kind/);
  });

  it("keeps a block the page already had as it was, even one the renderer does not know", () => {
    const kept = { id: "old", render_name: "product_slider", value: { any: "thing" } };
    expect(checkBlocks([kept], [kept])).toEqual({ ok: true, blocks: [kept] });
    expect(checkBlocks([{ ...kept, value: { any: "other" } }], [kept]).ok).toBe(false);
    expect(checkBlocks("not a list", []).ok).toBe(false);
    expect(checkBlocks([kept, kept], [kept]).ok).toBe(false);
  });
});
