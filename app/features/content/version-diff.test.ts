import { describe, expect, it } from "vitest";
import { compareVersions } from "./version-diff";

const hero = (title: string) => ({
  id: "hero",
  render_name: "blade_large_hero",
  value: { banner_title: title, image: { image_url: "/media/a.jpg" } },
});
const faq = { id: "faq", render_name: "faq", value: { qa_combo: [{ question: "Q", answer: "A" }] } };
const copy = { id: "copy", render_name: "copy", value: { copy_text: "<p>Hi</p>" } };

describe("comparing two versions of a page", () => {
  it("lists changed details, and blocks added, removed, moved and changed field by field", () => {
    const before = { title: "Doors", metadata: { metaTitle: "Doors | LaCantina" }, elements: [hero("Open up"), faq, copy] };
    const after = {
      title: "Doors",
      metadata: { metaTitle: "Folding doors | LaCantina", metaNoIndex: true },
      elements: [faq, hero("Open wide"), { id: "new", render_name: "anchor", value: { anchor_id: "top" } }],
    };
    expect(compareVersions(before, after, (block) => block.render_name)).toEqual([
      { kind: "detail", field: "metaTitle", from: "Doors | LaCantina", to: "Folding doors | LaCantina" },
      { kind: "detail", field: "metaNoIndex", from: "", to: "true" },
      { kind: "removed", block: "copy", position: 3 },
      { kind: "moved", block: "faq", from: 2, to: 1 },
      { kind: "moved", block: "blade_large_hero", from: 1, to: 2 },
      { kind: "changed", block: "blade_large_hero", position: 2, field: "banner_title", from: "Open up", to: "Open wide" },
      { kind: "added", block: "anchor", position: 3 },
    ]);
    expect(compareVersions(before, before, (block) => block.render_name)).toEqual([]);
  });
});
