import { describe, expect, it } from "vitest";
import { isCount, isRecord, isStringArray, parseJson } from "./narrow";

describe("narrowing outside JSON", () => {
  it("takes only plain objects as records", () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    for (const value of [null, undefined, [], [1], "x", 1, true]) expect(isRecord(value)).toBe(false);
  });

  it("takes only lists of text as string arrays", () => {
    expect(isStringArray([])).toBe(true);
    expect(isStringArray(["a", "b"])).toBe(true);
    for (const value of [["a", 1], [null], "ab", { 0: "a", length: 1 }, null]) expect(isStringArray(value)).toBe(false);
  });

  it("takes only safe whole numbers from 0 as counts", () => {
    expect(isCount(0)).toBe(true);
    expect(isCount(Number.MAX_SAFE_INTEGER)).toBe(true);
    for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 1e308, "3", null, [3]]) expect(isCount(value)).toBe(false);
  });

  it("reads JSON text, and answers undefined for text that is not JSON", () => {
    expect(parseJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseJson("null")).toBeNull();
    expect(parseJson("{not json")).toBeUndefined();
    expect(parseJson("")).toBeUndefined();
  });
});
