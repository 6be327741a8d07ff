import { describe, expect, it } from "vitest";
import type { Block } from "../blocks";
import type { EditorEntity } from "./editing";
import { htmlAsText } from "./html-as-text";
import { type BlockWords, saveConflict } from "./save-conflict.server";

/** Each test block's one field, read as the page editor reads a block's text. */
const words: BlockWords = {
  nameOf: () => "Rich text",
  textOf: (block) =>
    Object.values(block.value as Record<string, string>)
      .map(htmlAsText)
      .join("\n"),
};

const labels = Object.fromEntries(
  ["title", "tags", "publicationDate", "metaTitle", "metaDescription", "metaKeywords", "canonicalUrl", "schemaOrg", "metaNoIndex"].map(
    (name) => [name, { label: name }],
  ),
) as Parameters<typeof saveConflict>[2];

const block = (id: string, value: unknown): Block => ({ id, render_name: "basic_html", value });

const newer = {
  title: "Careers",
  metadata: { metaDescription: "Work with us" },
  tags: ["jobs"],
  publicationDate: null,
  elements: [
    block("intro", { body: "<p>We <strong>hire</strong> people.</p>" }),
    block("teams", { title: "Teams" }),
    block("new", { a: "Added by Tom" }),
  ],
  revision: 5,
  updatedAt: "2026-11-28T10:45:00.000Z",
  updatedBy: "Tom",
} as unknown as EditorEntity;

describe("a save refused for a newer revision", () => {
  it("says who saved which revision when, and each detail and block where the two versions differ, as readable text", () => {
    const conflict = saveConflict(
      newer,
      {
        title: "Careers at LaCantina",
        metadata: { metaDescription: "Work with us" },
        tags: ["jobs", "people"],
        publicationDate: null,
        elements: [
          block("teams", { title: "Teams" }),
          block("intro", { body: "<p>We hire people &amp; teach them.</p>" }),
          block("mine", { a: "Mine" }),
        ],
      },
      labels,
      words,
    );
    expect(conflict).toEqual({
      revision: 5,
      savedBy: "Tom",
      savedAt: "2026-11-28T10:45:00.000Z",
      differences: [
        { label: "title", mine: "Careers at LaCantina", theirs: "Careers" },
        { label: "tags", mine: "jobs, people", theirs: "jobs" },
        { label: "Block 1: Rich text", mine: "Teams", theirs: "(their block 2) Teams" },
        { label: "Block 2: Rich text", mine: "We hire people & teach them.", theirs: "(their block 1) We hire people." },
        { label: "Block 3: Rich text", mine: "Mine", theirs: "(not in their version)" },
        { label: "Block 3: Rich text", mine: "(not in your version)", theirs: "Added by Tom" },
      ],
    });
  });

  it("finds nothing to show when the two versions say the same", () => {
    const same = {
      title: "Careers",
      metadata: { metaDescription: "Work with us" },
      tags: ["jobs"],
      publicationDate: null,
      elements: newer.elements,
    };
    expect(saveConflict(newer, same, labels, words).differences).toEqual([]);
  });
});
