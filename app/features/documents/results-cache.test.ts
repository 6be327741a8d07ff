import { describe, expect, it, vi } from "vitest";
import { cachedResults } from "./results-cache";

describe("cachedResults (SPEC §4: results cached per filter combination and page)", () => {
  it("loads a query once and answers it again from the cache", async () => {
    const load = vi.fn(() => Promise.resolve({ total: 3 }));
    expect(await cachedResults("?Product_Type=Folding&page=1", load)).toEqual({ total: 3 });
    expect(await cachedResults("?Product_Type=Folding&page=1", load)).toEqual({ total: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    await cachedResults("?Product_Type=Folding&page=2", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed load, so the next visit to that query tries again", async () => {
    await expect(cachedResults("?term=failing", () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    expect(await cachedResults("?term=failing", () => Promise.resolve("found"))).toBe("found");
  });

  it("keeps the 50 newest queries", async () => {
    for (let page = 1; page <= 51; page++) await cachedResults(`?evict&page=${page}`, () => Promise.resolve(page));
    const load = vi.fn(() => Promise.resolve(0));
    expect(await cachedResults("?evict&page=51", load)).toBe(51);
    expect(await cachedResults("?evict&page=1", load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
