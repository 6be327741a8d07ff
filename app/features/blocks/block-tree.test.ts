import { describe, expect, it } from "vitest";
import { duplicated, moved, removed } from "./block-tree";

describe("edits of the block editor's lists", () => {
  it("moves, copies and removes list items", () => {
    expect(moved(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moved(["a", "b"], 1, 5)).toEqual(["a", "b"]);
    const copies = duplicated([{ n: 1 }, { n: 2 }], 0);
    expect(copies).toEqual([{ n: 1 }, { n: 1 }, { n: 2 }]);
    expect(copies[0]).not.toBe(copies[1]);
    expect(removed(["a", "b", "c"], 1)).toEqual(["a", "c"]);
  });
});
