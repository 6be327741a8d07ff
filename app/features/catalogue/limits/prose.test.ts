import { describe, expect, it } from "vitest";
import { components } from "../../../../content/components";
import { pages } from "../../../../content/pages";
import { feet } from "~/lib/length";
import { catalogueKeys, productByKey } from "../catalogue.server";
import type { ContentBlock, ProductEntry } from "../types";
import type { SystemLimits } from "./limit-types";
import { limitsOf, systemLimits } from "./system-limits";

// The figures written in words (features, copy, the category and company pages of the demo
// content) are held to the limits table: a figure the table does not have is a page that
// disagrees with the numbers the opening helper fits with.

const words: Record<string, number> = { three: 3, six: 6, ten: 10, twenty: 20 };
const count = (text: string) => words[text.toLowerCase()] ?? Number(text);
/** "6", "2 15/16": whole inches and a fraction. */
function mixed(text: string): number {
  return text.split(/\s+/).reduce((sum, part) => {
    const [numerator, denominator] = part.split("/").map(Number);
    return sum + (denominator ? numerator! / denominator : numerator!);
  }, 0);
}

type Claims = { lengths: number[]; panels: number[]; perSide: number[]; tracks: number[][] };

/** Every length in feet (and inches), panel count, panels per side and track span a text states. */
export function claimsOf(text: string): Claims {
  const plain = text.replace(/<[^>]+>/g, " ");
  return {
    lengths: [...plain.matchAll(/\b(\d+(?:\.\d+)?)\s*(?:ft|feet|foot)\b(?:\s+(\d+(?:\s+\d+\/\d+)?)\s*(?:in|inches)\b)?/gi)].map(
      (match) => feet(Number(match[1])) + (match[2] ? mixed(match[2]) : 0),
    ),
    panels: [...plain.matchAll(/\b(\d+|six|twenty)\s+panels\b/gi)].map((match) => count(match[1]!)),
    perSide: [...plain.matchAll(/\b(\d+|three|ten)\s+(?:(?:folding|stacking)\s+)?(?:(?:to|in)\s+)?each\s+(?:side|direction|way)\b/gi)].map(
      (match) => count(match[1]!),
    ),
    tracks: [...plain.matchAll(/\b(\d+) to (\d+) tracks\b/gi)].map((match) => [Number(match[1]), Number(match[2])]),
  };
}

const lengthsOf = (limits: SystemLimits) => [
  limits.maxWidth,
  limits.panelWidth.max,
  limits.panelHeight.max,
  ...(limits.sidelite ? [limits.sidelite.max] : []),
  ...Object.values(limits.maxWidthBy ?? {}),
];

function expectWithin(claims: Claims, systems: SystemLimits[], where: string) {
  const allowed = {
    lengths: new Set(systems.flatMap(lengthsOf)),
    panels: new Set(systems.map((limits) => limits.maxPanels)),
    perSide: new Set(systems.map((limits) => limits.maxPanelsPerSide)),
    tracks: new Set(systems.flatMap((limits) => (limits.tracks ? [`${limits.tracks.min}-${limits.tracks.max}`] : []))),
  };
  for (const length of claims.lengths) expect(allowed.lengths, `${where}: ${length} in`).toContain(length);
  for (const panels of claims.panels) expect(allowed.panels, `${where}: ${panels} panels`).toContain(panels);
  for (const perSide of claims.perSide) expect(allowed.perSide, `${where}: ${perSide} each side`).toContain(perSide);
  for (const [min, max] of claims.tracks) expect(allowed.tracks, `${where}: ${min} to ${max} tracks`).toContain(`${min}-${max}`);
}

const blockTexts = (blocks: ContentBlock[]): { slide: boolean; text: string }[] =>
  blocks.flatMap((block) => {
    if (block.type === "flex_columns") return blockTexts(block.columns.flatMap((column) => column.content));
    if (block.type === "slides") return block.slides.map((slide) => ({ slide: true, text: `${slide.slide_label} ${slide.slide_desc}` }));
    return [{ slide: false, text: JSON.stringify(block) }];
  });

const allLimits = Object.values(systemLimits) as SystemLimits[];

describe("the limits table and the words around it", () => {
  it("has a row, with its source, for every product system of the catalogue", () => {
    expect(Object.keys(systemLimits).sort()).toEqual([...catalogueKeys].sort());
    for (const limits of allLimits) expect(limits.source.length).toBeGreaterThan(20);
  });

  it("finds the figures a sentence states", () => {
    expect(claimsOf("Openings up to 32 ft wide by 10 ft 6 in high")).toMatchObject({ lengths: [feet(32), feet(10.5)] });
    expect(claimsOf("up to 20 panels, ten stacking in each direction, 65 feet wide")).toEqual({
      lengths: [feet(65)],
      panels: [20],
      perSide: [10],
      tracks: [],
    });
    expect(claimsOf("<p>single lites up to 12 feet</p> on 1 to 6 tracks, 2 15/16 in stiles")).toMatchObject({
      lengths: [feet(12)],
      tracks: [[1, 6]],
    });
  });

  it.each(catalogueKeys)("%s states only its own limits (slides: its line's)", (key) => {
    const entry = productByKey(key) as ProductEntry;
    const limits = limitsOf(key)!;
    const line = allLimits.filter((other) => other.kind === limits.kind);
    const texts = [{ slide: false, text: entry.tagline }, ...blockTexts(entry.sections.flatMap((section) => section.content))];
    for (const { slide, text } of texts) expectWithin(claimsOf(text), slide ? line : [limits], `${key}: ${text.slice(0, 80)}`);
  });

  it("keeps the demo content's figures to figures of the table", () => {
    const entities = [...pages, ...components];
    let stated = 0;
    for (const entity of entities) {
      const claims = claimsOf(JSON.stringify(entity));
      stated += claims.lengths.length + claims.panels.length;
      expectWithin(claims, allLimits, JSON.stringify(entity).slice(0, 80));
    }
    expect(stated).toBeGreaterThan(20);
  });

  it("offers a corner, a pocket or a swing panel in words only where the table allows it", () => {
    for (const key of catalogueKeys) {
      const text = JSON.stringify(productByKey(key));
      const limits = limitsOf(key)!;
      expect(text.includes("90° corner"), key).toBe(limits.arrangements.includes("corner"));
      // Pockets are the sliding systems' (the servery window's counter is no pocket).
      expect(limits.kind === "sliding" && /pocket/i.test(text), key).toBe(limits.arrangements.includes("pocket"));
    }
  });
});
