import { describe, expect, it } from "vitest";
import { planDrawing, sectionDrawing } from "./dxf";

/** The group code and value pairs of an ASCII DXF file. */
function groups(file: Buffer): [number, string][] {
  const lines = file.toString("ascii").replace(/\n$/, "").split("\n");
  expect(lines.length % 2).toBe(0);
  return Array.from({ length: lines.length / 2 }, (_, n) => [Number(lines[2 * n]), lines[2 * n + 1]!.trim()]);
}

describe("the demo CAD drawings", () => {
  it.each([
    ["a plan", planDrawing("Wood Folding Door CAD Details Package", 5)],
    ["a section", sectionDrawing("Wood Folding Door CAD Details Package")],
  ])("%s is a DXF file of release 12: sections closed, layers declared, lines and notes drawn", (_, file) => {
    const pairs = groups(file);
    expect(pairs.every(([code]) => Number.isInteger(code) && code >= 0 && code <= 1071)).toBe(true);
    expect(pairs.slice(0, 4)).toEqual([
      [0, "SECTION"],
      [2, "HEADER"],
      [9, "$ACADVER"],
      [1, "AC1009"],
    ]);
    expect(pairs.at(-1)).toEqual([0, "EOF"]);
    const zeros = pairs.filter(([code]) => code === 0).map(([, value]) => value);
    expect(zeros.filter((value) => value === "SECTION")).toHaveLength(3);
    expect(zeros.filter((value) => value === "ENDSEC")).toHaveLength(3);
    const declared = new Set(pairs.flatMap(([code, value], n) => (code === 0 && value === "LAYER" ? [pairs[n + 1]![1]] : [])));
    const used = new Set(pairs.filter(([code]) => code === 8).map(([, value]) => value));
    expect([...used].every((layer) => declared.has(layer))).toBe(true);
    expect(zeros.filter((value) => value === "LINE").length).toBeGreaterThan(8);
    expect(pairs.some(([code, value]) => code === 1 && value.includes("Wood Folding Door CAD Details Package"))).toBe(true);
  });
});
