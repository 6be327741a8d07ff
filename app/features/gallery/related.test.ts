import { describe, expect, it } from "vitest";
import { pickRelated } from "./related";

const videos = ["a", "b", "c", "d", "e", "f"].map((_id) => ({ _id }));

/** A repeatable stand-in for Math.random. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length]!;
}

describe("related videos", () => {
  it("picks 3, never the current video", () => {
    for (const current of ["a", "c", "f"]) {
      const picked = pickRelated(videos, current, Math.random);
      expect(picked).toHaveLength(3);
      expect(picked.map((video) => video._id)).not.toContain(current);
      expect(new Set(picked).size).toBe(3);
    }
  });

  it("chooses at random: different draws give different videos", () => {
    const first = pickRelated(videos, "a", sequence(0)).map((video) => video._id);
    const last = pickRelated(videos, "a", sequence(0.99)).map((video) => video._id);
    expect(first).toEqual(["b", "c", "d"]);
    expect(last).toEqual(["f", "b", "c"]);
  });

  it("gives every other video a chance", () => {
    const seen = new Set<string>();
    for (let draw = 0; draw < 200; draw += 1) for (const video of pickRelated(videos, "a")) seen.add(video._id);
    expect([...seen].sort()).toEqual(["b", "c", "d", "e", "f"]);
  });

  it("gives fewer when the category has fewer other videos", () => {
    expect(pickRelated([{ _id: "a" }, { _id: "b" }], "a")).toEqual([{ _id: "b" }]);
    expect(pickRelated([{ _id: "a" }], "a")).toEqual([]);
  });
});
