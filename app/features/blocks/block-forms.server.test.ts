import { describe, expect, it } from "vitest";
import { z } from "zod";
import { filled, seedBlocks } from "../../../tests/support/block-values";
import { blockFormOf, blockKinds, checkBlocks, siteBlockDefinitions } from "../../site-blocks.server";
import { fieldLabelsAt, type Field, type FieldSpec, type GroupSpec } from "./block-form";
import { blockFormOf as formOfDefinition } from "./block-forms.server";
import type { ImplementedRenderName } from "./block-values";
import { defineBlock } from "./define-block";

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

/** The editors' words a form lacks, by path: a field without a label, a list without an item name, a variant without a label. */
function unnamed(spec: FieldSpec, path: string): string[] {
  switch (spec.kind) {
    case "group":
      return spec.fields.flatMap((field: Field) => [
        ...(field.label.trim() === "" ? [`${path}${field.name}`] : []),
        ...unnamed(field.spec, `${path}${field.name}.`),
      ]);
    case "image":
      return unnamed(spec.group, path);
    case "list":
      return [...(spec.itemLabel.trim() === "" ? [`${path}[item]`] : []), ...unnamed(spec.item, `${path}0.`)];
    case "variant":
      return spec.variants.flatMap((variant) => [
        ...(variant.label.trim() === "" ? [`${path}${variant.value}`] : []),
        ...unnamed(variant.group, path),
      ]);
    default:
      return [];
  }
}

describe("the block editor's forms", () => {
  it.each(renderNames)("%s: every field, list item and variant has its label from the schema's .meta()", (renderName) => {
    expect(unnamed(blockFormOf(renderName), "")).toEqual([]);
  });

  it("refuses a kind whose schema leaves a field or a list's items unnamed, naming the field", () => {
    const palette = { name: "Questions and answers", description: "Questions." };
    const answer = z.string().meta({ label: "Answer" });
    const withoutLabel = z.object({
      header: z.string().meta({ label: "Heading" }),
      qa_combo: z.array(z.object({ question: z.string(), answer })).meta({ label: "Questions", itemLabel: "question" }),
    });
    expect(() => formOfDefinition(defineBlock({ renderName: "faq", schema: withoutLabel, palette }))).toThrow(
      'The field "qa_combo.question" of the block kind "faq" has no label',
    );
    const question = z.string().meta({ label: "Question" });
    const withoutItemLabel = z.object({ qa_combo: z.array(z.object({ question, answer })).meta({ label: "Questions" }) });
    expect(() => formOfDefinition(defineBlock({ renderName: "faq", schema: withoutItemLabel, palette }))).toThrow(
      'The field "qa_combo" of the block kind "faq" has no itemLabel',
    );
  });

  it("says fields, lists' items and choices in the editors' words", () => {
    const carousel = blockFormOf("carousel");
    const slides = carousel.fields.find((field) => field.name === "slides");
    expect(slides).toMatchObject({ label: "Slides", spec: { kind: "list", itemLabel: "slide" } });
    expect(fieldLabelsAt(carousel, "slides.1.align_copy_horizontal")).toEqual(["Slides", "Slide 2", "Text alignment"]);
    expect(fieldLabelsAt(carousel, "slides.0.image.alt_text")).toEqual(["Slides", "Slide 1", "Image", "Alternative text"]);
    const alignment = fieldLabelsAt(blockFormOf("copy"), "align_copy_horizontal");
    expect(alignment).toEqual(["Text alignment"]);
    const theme = blockFormOf("cinema_pane").fields.find((field) => field.name === "text_theme");
    expect(theme?.spec).toEqual({
      kind: "choice",
      options: ["light", "dark"],
      optionLabels: { dark: "White text on dark", light: "Dark text on light" },
    });
    const cards = blockFormOf("columned_media").fields.find((field) => field.name === "cards")?.spec;
    expect(cards?.kind === "list" && cards.item.kind === "variant" ? cards.item.variants.map((variant) => variant.label) : []).toContain(
      "Picture that opens a video",
    );
  });

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
