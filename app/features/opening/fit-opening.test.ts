import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Arrangement, type SystemLimits, limitsOf, systemLimits } from "~/features/catalogue";
import { feet } from "~/lib/length";
import { type SystemFit, fitOpening } from "./fit-opening";
import { type Layout, widestFor, within } from "./layout";
import type { Opening } from "./opening";
import { straight } from "../../../tests/support/openings";

const answerOf = (opening: Opening, key: string) => fitOpening(opening).find((answer) => answer.key === key);
const fitOf = (opening: Opening, key: string) => {
  const answer = answerOf(opening, key);
  if (!answer?.fits) throw new Error(`${key} does not fit: ${answer ? answer.reason : "not asked"}`);
  return answer;
};
const descriptions = (opening: Opening, key: string) => fitOf(opening, key).layouts.map((layout) => layout.description);

const keys = Object.keys(systemLimits);
const eighths = (min: number, max: number) => fc.integer({ min: Math.ceil(min * 8), max: Math.floor(max * 8) }).map((n) => n / 8);

/** The limits of the system one layout breaks, for one opening (none, when it keeps them all). */
function brokenLimits(layout: Layout, limits: SystemLimits, opening: Opening): string[] {
  const onWall = (wall: 1 | 2) =>
    layout.groups.filter((group) => group.wall === wall).reduce((sum, group) => sum + group.count * group.width, 0);
  const checks: [string, boolean][] = [
    ["arrangement", limits.arrangements.includes(layout.arrangement)],
    ["panels", layout.panelCount <= limits.maxPanels],
    ["panel count", layout.groups.reduce((sum, group) => sum + group.count, 0) === layout.panelCount],
    ["panel height", within(layout.panelHeight, limits.panelHeight)],
    ...layout.groups.map((group): [string, boolean] => {
      const span = group.role === "sidelite" ? limits.sidelite : limits.panelWidth;
      return [`${group.role} width ${group.width}`, span !== undefined && within(group.width, span)];
    }),
    ["first wall", Math.abs(onWall(1) - opening.width) < 1e-6],
    ["second wall", Math.abs(onWall(2) - (opening.secondWidth ?? 0)) < 1e-6],
    ["overall width", onWall(1) + onWall(2) <= widestFor(limits, layout.arrangement) + 1e-6],
    ["panels per side", Math.max(layout.left, layout.right) <= limits.maxPanelsPerSide],
    [
      "tracks",
      layout.tracks === null ||
        (limits.tracks !== undefined && within(layout.tracks, limits.tracks) && layout.tracks >= Math.max(layout.left, layout.right)),
    ],
  ];
  return checks.flatMap(([limit, kept]) => (kept ? [] : [`${layout.id}: ${limit}`]));
}

const anyOpening = fc.record({
  width: eighths(1, feet(80)),
  height: eighths(1, feet(14)),
  secondWidth: eighths(1, feet(40)),
  option: fc.constantFrom("none", "corner", "pocket"),
});

describe("fitting an opening (property-based)", () => {
  it("offers only layouts that respect every limit of their system", () => {
    fc.assert(
      fc.property(anyOpening, ({ width, height, secondWidth, option }) => {
        const opening = straight(width, height, { option, secondWidth: option === "corner" ? secondWidth : null });
        for (const answer of fitOpening(opening)) {
          if (!answer.fits) continue;
          expect(answer.layouts.length).toBeGreaterThan(0);
          const broken = answer.layouts.flatMap((layout) => brokenLimits(layout, limitsOf(answer.key)!, opening));
          expect(broken, answer.key).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  // An opening built from panels a system makes, in an arrangement it offers.
  const makeable = fc.constantFrom(...keys).chain((key) => {
    const limits = limitsOf(key)!;
    const height = eighths(limits.panelHeight.min, limits.panelHeight.max);
    const panel = eighths(limits.panelWidth.min, limits.panelWidth.max);
    const most = limits.tracks ? Math.min(limits.tracks.max, limits.maxPanelsPerSide) : limits.maxPanelsPerSide;
    const least = limits.arrangements.includes("stack-left") ? 2 : 1;
    const count =
      limits.kind === "swing" || limits.kind === "screen" ? fc.constant(1) : fc.integer({ min: least, max: Math.max(least, most) });
    return fc.record({ key: fc.constant(key), height, panel, count });
  });

  it("answers an opening some system can make with at least that system", () => {
    fc.assert(
      fc.property(makeable, ({ key, height, panel, count }) => {
        const limits = limitsOf(key)!;
        const width = panel * count;
        fc.pre(width <= widestFor(limits, limits.arrangements[0]!));
        const answers = fitOpening(straight(width, height));
        expect(answers.filter((answer) => answer.fits).length).toBeGreaterThan(0);
        expect(answerOf(straight(width, height), key)?.fits, key).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  // The most panels an arrangement of a folding system can grow to.
  const capOf = (limits: SystemLimits, arrangement: Arrangement) =>
    Math.min(
      limits.maxPanels,
      arrangement === "split"
        ? 2 * limits.maxPanelsPerSide
        : arrangement === "swing-panel"
          ? limits.maxPanelsPerSide + 1
          : limits.maxPanelsPerSide,
    );

  it("never loses a folding layout by widening the opening while its panel count can grow", () => {
    const folding = keys.filter((key) => limitsOf(key)!.kind === "folding");
    fc.assert(
      fc.property(
        fc.constantFrom(...folding),
        eighths(feet(2), feet(65)),
        eighths(0, feet(20)),
        eighths(feet(5), feet(10)),
        (key, narrow, more, height) => {
          const limits = limitsOf(key)!;
          const wide = narrow + more;
          fc.pre(wide <= limits.maxWidth);
          const before = answerOf(straight(narrow, height), key);
          const after = answerOf(straight(wide, height), key);
          if (!before?.fits) return;
          for (const layout of before.layouts) {
            const cap = capOf(limits, layout.arrangement);
            const canGrow = Array.from({ length: cap - layout.panelCount + 1 }, (_, index) => layout.panelCount + index).some((count) =>
              within(wide / count, limits.panelWidth),
            );
            if (!canGrow) continue;
            const kept = after?.fits
              ? after.layouts.filter((other) => other.arrangement === layout.arrangement && other.panelCount >= layout.panelCount)
              : [];
            expect(kept.length, `${key} ${layout.id} at ${narrow} → ${wide}`).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("fitting an opening", () => {
  it("describes how the panels open", () => {
    expect(descriptions(straight(feet(12), feet(8)), "folding-doors/aluminum")).toEqual(
      expect.arrayContaining([
        "4 panels, all stacking left",
        "4 panels, all stacking right",
        "4 panels, 2 left + 2 right",
        "6 panels, 3 left + 3 right",
      ]),
    );
    expect(descriptions(straight(feet(15), feet(8)), "folding-doors/aluminum")).toContain("5 panels, 3 left + 2 right");
    expect(descriptions(straight(feet(18), feet(8)), "folding-doors/aluminum")).toContain(
      "6 panels with a swing door: 5 stacking left, the door at the right",
    );
    expect(descriptions(straight(feet(16), feet(9)), "sliding-doors/aluminum")).toEqual(
      expect.arrayContaining(["3 panels on 3 tracks, all stacking left", "4 panels, 2 left + 2 right on 2 tracks, meeting in the middle"]),
    );
    expect(descriptions(straight(feet(9), feet(8)), "swing-doors/aluminum")).toEqual([
      "A single door with a sidelite each side",
      "Double doors with a sidelite each side",
    ]);
    expect(descriptions(straight(feet(3), feet(8)), "swing-doors/aluminum")).toEqual(["A single door"]);
    expect(descriptions(straight(feet(5), feet(8)), "swing-doors/aluminum")).toEqual([
      "Double (French) doors",
      "A single door with a sidelite each side",
    ]);
  });

  it("says in one sentence why a system does not fit", () => {
    const tall = straight(feet(16), feet(11.5));
    expect(answerOf(tall, "folding-doors/aluminum")).toMatchObject({
      fits: false,
      reason: "Panel height is at most 10 ft; your opening is 11 ft 6 in.",
    });
    expect(answerOf(straight(feet(70), feet(8)), "folding-doors/v2")).toMatchObject({
      reason: "Configurations are at most 65 ft wide; your opening is 70 ft.",
    });
    expect(answerOf(straight(feet(1), feet(8)), "folding-doors/v2")).toMatchObject({
      reason: "The narrowest configuration is 4 ft; your opening is 1 ft.",
    });
    expect(answerOf(straight(feet(16), feet(8), { unit: "mm" }), "swing-doors/wood")).toMatchObject({
      reason: "Configurations are at most 4,267 mm wide; your opening is 4,877 mm.",
    });
    expect(answerOf(straight(feet(12), feet(8), { option: "corner", secondWidth: feet(8) }), "folding-doors/vinyl")).toMatchObject({
      reason: "This system is not made with a 90° corner.",
    });
  });

  it("names the limits an opening comes near", () => {
    expect(fitOf(straight(feet(62), feet(9.75)), "folding-doors/aluminum").near).toEqual([
      "Panel height 9 ft 9 in is close to the 10 ft maximum.",
      "Overall width 62 ft is close to the 65 ft maximum.",
    ]);
    expect(fitOf(straight(feet(16), feet(8)), "folding-doors/aluminum").near).toEqual([]);
  });

  it("asks only the systems of the kind, material and corner or pocket chosen", () => {
    const keysOf = (more: Partial<Opening>) => fitOpening(straight(feet(16), feet(8), more)).map((answer) => answer.key);
    expect(keysOf({ kind: "swing", material: "wood" })).toEqual(["swing-doors/wood"]);
    expect(keysOf({ material: "vinyl" })).toEqual(["folding-doors/vinyl", "screens/pleated", "screens/non-pleated"]);
    expect(new Set(keysOf({ option: "pocket" }).map((key) => key.split("/")[0]))).toEqual(new Set(["sliding-doors"]));
    expect(fitOpening(straight(feet(16), feet(8), { option: "pocket" })).every((answer) => answer.fits)).toBe(true);
  });

  it("fits a corner on both walls, with panels of about the same width", () => {
    const corner = fitOf(straight(feet(12), feet(8), { option: "corner", secondWidth: feet(10) }), "folding-doors/aluminum");
    expect(corner.layouts[0]).toMatchObject({ arrangement: "corner", left: 4, right: 3 });
  });

  it("prices an opening only where a budget is set, per linear foot", () => {
    const answers = fitOpening(straight(feet(16), feet(8)), { "folding-doors/aluminum": { low: 900, high: 1400 } });
    const priced = answers.filter((answer): answer is SystemFit => answer.fits && answer.budget !== null);
    expect(priced).toHaveLength(1);
    expect(priced[0]).toMatchObject({ key: "folding-doors/aluminum", budget: { low: 14_400, high: 22_400 } });
  });

  it("gives layouts as plain data with ids made of their counts", () => {
    const layouts = fitOf(straight(feet(16), feet(8)), "folding-doors/aluminum").layouts;
    expect(JSON.parse(JSON.stringify(layouts))).toEqual(layouts);
    expect(layouts.map((layout) => layout.id).slice(0, 4)).toEqual(["5-left", "5-right", "5-split-3-2", "5-swing"]);
    expect(new Set(layouts.map((layout) => layout.id)).size).toBe(layouts.length);
  });
});
