import { describe, expect, it } from "vitest";
import { blockKinds } from "~/site-blocks.server";
import { htmlAsText } from "./html-as-text";
import { compareVersions, type DetailLabels, type TextRun, wordChanges } from "./version-diff";

const kinds = new Map(blockKinds().map((kind) => [kind.renderName, kind]));
const kindOf = (renderName: string) => kinds.get(renderName);
const labels: DetailLabels = {
  title: "Title",
  metaTitle: "Title in search results",
  metaDescription: "Description in search results",
  metaKeywords: "Keywords",
  canonicalUrl: "Canonical address",
  metaNoIndex: "Keep this page out of search engines (noindex)",
  schemaOrg: "Structured data (schema.org JSON)",
};

const hero = (title: string) => ({
  id: "hero",
  render_name: "blade_large_hero",
  value: { banner_title: title, image: { image_url: "/media/doors/dusk.jpg", alt_text: "A folding door at dusk" } },
});
const faq = {
  id: "faq",
  render_name: "faq",
  value: { qa_combo: [{ question: "Do they fold?", answer: "<p>Yes, <b>all</b> of them.</p>" }] },
};
const copy = (html: string, id = "copy") => ({ id, render_name: "copy", value: { copy_text: html } });
const page = (elements: { id: string; render_name: string; value: unknown }[], title = "Doors") => ({ title, metadata: {}, elements });

/** The runs as one line, added words in [+ +] and removed ones in [- -]. */
const marked = (runs: readonly TextRun[]) =>
  runs.map((run) => (run.change === "added" ? `[+${run.text}+]` : run.change === "removed" ? `[-${run.text}-]` : run.text)).join("");

describe("comparing two versions of a page", () => {
  it("marks blocks added, removed, moved and changed, in the newer order, by their kinds' names and their fields' labels", () => {
    const before = page([hero("Open up"), faq, copy("<p>Hi</p>")]);
    const after = page([faq, hero("Open wide"), { id: "new", render_name: "anchor", value: { anchor_id: "top" } }]);
    const { details, blocks } = compareVersions(before, after, kindOf, labels);
    expect(details).toEqual([]);
    expect(blocks.map(({ name, from, to, moved }) => ({ name, from, to, moved }))).toEqual([
      { name: "Questions and answers", from: 2, to: 1, moved: false },
      { name: "Large hero", from: 1, to: 2, moved: true },
      { name: "Anchor", from: null, to: 3, moved: false },
      { name: "Copy", from: 3, to: null, moved: false },
    ]);
    const [, movedHero, added, removed] = blocks;
    expect(movedHero?.fields.map((field) => [field.label, marked(field.runs)])).toEqual([["Heading", "Open [-up-][+wide+]"]]);
    expect(added?.fields).toEqual([{ label: "Anchor name", runs: [{ text: "top", change: "added" }] }]);
    expect(removed?.fields).toEqual([{ label: "Text", runs: [{ text: "Hi", change: "removed" }] }]);
    expect(blocks[0]?.fields).toEqual([]);
  });

  it("says nothing changed of a version compared with itself", () => {
    const version = page([hero("Open up"), faq, copy("<p>Hi</p>")]);
    const { details, blocks } = compareVersions(version, version, kindOf, labels);
    expect(details).toEqual([]);
    expect(blocks.every((block) => !block.moved && block.fields.length === 0 && block.from === block.to)).toBe(true);
  });

  it("keeps a removed block where it was, among the blocks that stayed", () => {
    const before = page([copy("<p>One</p>", "a"), copy("<p>Two</p>", "b"), copy("<p>Three</p>", "c")]);
    const after = page([copy("<p>One</p>", "a"), copy("<p>Three</p>", "c")]);
    const { blocks } = compareVersions(before, after, kindOf, labels);
    expect(blocks.map(({ from, to }) => [from, to])).toEqual([
      [1, 1],
      [2, null],
      [3, 2],
    ]);
  });

  it("moves only the block that moved, and knows a block copied back under a new id by its content", () => {
    const blocks = ["a", "b", "c", "d"].map((id) => copy(`<p>Block ${id}</p>`, id));
    const [a, b, c, d] = blocks as [ReturnType<typeof copy>, ...ReturnType<typeof copy>[]];
    const moved = compareVersions(page(blocks), page([b!, c!, d!, a]), kindOf, labels).blocks;
    expect(moved.filter((block) => block.moved).map(({ from, to }) => [from, to])).toEqual([[1, 4]]);

    const readded = compareVersions(page([a, b!]), page([{ ...b!, id: "b-again" }, a]), kindOf, labels).blocks;
    expect(readded.map(({ from, to, moved: wasMoved, fields }) => ({ from, to, wasMoved, fields }))).toEqual([
      { from: 2, to: 1, wasMoved: false, fields: [] },
      { from: 1, to: 2, wasMoved: true, fields: [] },
    ]);
  });

  it("shows rich text as its words, with the words that changed marked and no HTML", () => {
    const before = page([copy('<h2>Folding doors</h2><p>Open the <a href="/products">whole wall</a> to the garden.</p>')]);
    const after = page([
      copy('<h2>Folding doors</h2><p>Open the <a href="/products/folding">whole wall</a> to the terrace &amp; garden.</p>'),
    ]);
    const [block] = compareVersions(before, after, kindOf, labels).blocks;
    expect(block?.fields.map((field) => [field.label, marked(field.runs)])).toEqual([
      ["Text", "Folding doors\nOpen the whole wall (/products[+/folding+]) to the [+terrace & +]garden."],
    ]);
    expect(JSON.stringify(block)).not.toMatch(/<\/?(p|h2|a)\b|&amp;/);
  });

  it("names nested fields as the editor does, and images by their alternative text and file", () => {
    const before = page([faq, hero("Open up")]);
    const after = page([
      { ...faq, value: { qa_combo: [{ question: "Do they all fold?", answer: "<p>Yes, <b>all</b> of them.</p>" }] } },
      {
        ...hero("Open up"),
        value: { banner_title: "Open up", image: { image_url: "/media/doors/dawn.jpg", alt_text: "A folding door at dawn" } },
      },
    ]);
    const [questions, large] = compareVersions(before, after, kindOf, labels).blocks;
    expect(questions?.fields.map((field) => [field.label, marked(field.runs)])).toEqual([
      ["Questions and answers 1 › Question", "Do they [+all +]fold?"],
    ]);
    expect(large?.fields.map((field) => field.label)).toEqual(["Image"]);
    expect(marked(large?.fields[0]?.runs ?? [])).toBe("A folding door at [-dusk-][+dawn+] ([-dusk-][+dawn+].jpg)");
  });

  it("compares the title and search-engine details by their form's labels, structured data as lines", () => {
    const before = { title: "Doors", metadata: { metaTitle: "Doors | LaCantina" }, elements: [] };
    const after = {
      title: "Doors",
      metadata: { metaTitle: "Folding doors | LaCantina", metaNoIndex: true, schemaOrg: { "@type": "Product", name: "Door" } },
      elements: [],
    };
    const { details } = compareVersions(before, after, kindOf, labels);
    expect(details.map((field) => [field.label, marked(field.runs)])).toEqual([
      ["Title in search results", "[-Doors-][+Folding doors+] | LaCantina"],
      ["Keep this page out of search engines (noindex)", "[-No-][+Yes+]"],
      ["Structured data (schema.org JSON)", "[+@type: Product\nname: Door+]"],
    ]);
  });

  it("reads a block of a kind the site does not know as lines of its value, never by its render name", () => {
    const unknown = { id: "x", render_name: "retired_widget", value: { heading: "Old", items: ["a", "b"] } };
    const { blocks } = compareVersions(page([]), page([unknown]), kindOf, labels);
    expect(blocks).toEqual([
      {
        name: "Block of an unknown kind",
        from: null,
        to: 1,
        moved: false,
        fields: [{ label: "Content", runs: [{ text: "heading: Old\nitems 1: a\nitems 2: b", change: "added" }] }],
      },
    ]);
  });
});

describe("rich text as text", () => {
  it("gives a line per paragraph, heading and list item; links with their address; images by their alternative text", () => {
    expect(
      htmlAsText(
        '<h2>Doors &amp; windows</h2><p>Line one<br>line   two</p><ul><li>First</li><li><a href="https://example.com/x">Shop</a></li></ul><p><img src="/media/a/b.jpg" alt=""> <img src="/c.png" alt="A door"></p>',
      ),
    ).toBe("Doors & windows\nLine one\nline two\n• First\n• Shop (https://example.com/x)\nb.jpg A door");
  });

  it("turns odd and hostile HTML into text, never markup", () => {
    expect(htmlAsText("<script>alert(1)</script><style>p{}</style><p>Kept")).toBe("Kept");
    expect(htmlAsText("<p>Unclosed <b>bold <i>and <a href='/x'>link")).toBe("Unclosed bold and link (/x)");
    expect(htmlAsText("&lt;script&gt; is text")).toBe("<script> is text");
    expect(htmlAsText("<<<>>>< p >")).not.toMatch(/<p|<\/p/);
    expect(htmlAsText('<iframe src="https://www.youtube.com/embed/x" title="Tour"></iframe>')).toBe(
      "Tour (https://www.youtube.com/embed/x)",
    );
    const deep = "<div>".repeat(5000) + "deep" + "</div>".repeat(5000);
    expect(htmlAsText(deep)).toBe("deep");
  });
});

describe("the word diff", () => {
  it("marks the words added and removed, keeping the rest", () => {
    expect(marked(wordChanges("Open the whole wall", "Open the wall wide"))).toBe("Open the [-whole -]wall [+wide+]");
    expect(wordChanges("", "")).toEqual([]);
  });

  it("shows a huge text changed throughout as replaced whole, quickly", () => {
    const words = (seed: string) => Array.from({ length: 60_000 }, (_, index) => `${seed}${index}`).join(" ");
    const before = words("a");
    const after = words("b");
    const started = performance.now();
    const runs = wordChanges(before, after);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(runs).toEqual([
      { text: before, change: "removed" },
      { text: after, change: "added" },
    ]);
  });

  it("shows a text as replaced whole once the comparison's time for word diffs is spent", () => {
    expect(wordChanges("Open the whole wall", "Open the wall wide", Date.now() - 1)).toEqual([
      { text: "Open the whole wall", change: "removed" },
      { text: "Open the wall wide", change: "added" },
    ]);
  });

  it("compares the largest page there can be, rewritten from end to end, in bounded time", () => {
    const words = (seed: string) => Array.from({ length: 1_500 }, (_, index) => `${seed}${index}`).join(" ");
    const rewritten = (seed: string) =>
      page(Array.from({ length: 500 }, (_, index) => copy(`<p>${words(`${seed}${index}-`)}</p>`, `b${index}`)));
    const started = performance.now();
    const { blocks } = compareVersions(rewritten("a"), rewritten("b"), kindOf, labels);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(blocks).toHaveLength(500);
    expect(blocks.at(-1)?.fields[0]?.runs.map((run) => run.change)).toEqual(["removed", "added"]);
  });

  it("still marks a single word changed in a long text", () => {
    const long = Array.from({ length: 20_000 }, (_, index) => `word${index}`).join(" ");
    const runs = wordChanges(long, long.replace("word10000", "changed"));
    expect(runs.filter((run) => run.change).map((run) => [run.change, run.text.trim()])).toEqual([
      ["removed", "word10000"],
      ["added", "changed"],
    ]);
  });
});
