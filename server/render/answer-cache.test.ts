import { describe, expect, it } from "vitest";
import { tagRender } from "../../app/platform/render-tags.server";
import { createAnswerCache } from "./answer-cache";

/** A load that counts its runs and reads `tags`, as a service read does. */
function counted<T>(answer: T, ...tags: string[]) {
  const load = async () => {
    load.runs += 1;
    tagRender(...tags);
    return answer;
  };
  load.runs = 0;
  return load;
}

/** A load that waits until `release()` is called. */
function held<T>(answer: T, ...tags: string[]) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = async () => {
    load.runs += 1;
    tagRender(...tags);
    await gate;
    return answer;
  };
  load.runs = 0;
  return { load, release: () => release() };
}

describe("the API's answer cache", () => {
  it("loads an answer once and answers the next asks of its key from memory, as the same JSON text", async () => {
    const cache = createAnswerCache();
    const load = counted({ hits: { total: 2 } }, "search");
    expect(await cache.answer("search a", load)).toEqual({ json: '{"hits":{"total":2}}', state: "miss" });
    expect(await cache.answer("search a", load)).toEqual({ json: '{"hits":{"total":2}}', state: "hit" });
    expect(load.runs).toBe(1);
    expect(await cache.answer("search b", load)).toMatchObject({ state: "miss" });
    expect(load.runs).toBe(2);
  });

  it("lets asks that come while an answer loads wait for that load (single flight)", async () => {
    const cache = createAnswerCache();
    const { load, release } = held({ n: 1 }, "search");
    const answers = [cache.answer("k", load), cache.answer("k", load), cache.answer("k", load)];
    release();
    expect((await Promise.all(answers)).map((answer) => answer.state)).toEqual(["miss", "shared", "shared"]);
    expect(load.runs).toBe(1);
  });

  it("keeps no more answers than its bound, dropping the least recently used first", async () => {
    const cache = createAnswerCache({ maxEntries: 2 });
    await cache.answer("a", counted(1));
    await cache.answer("b", counted(2));
    await cache.answer("a", counted(1));
    await cache.answer("c", counted(3));
    expect(cache.size().entries).toBe(2);
    expect((await cache.answer("a", counted(1))).state).toBe("hit");
    expect((await cache.answer("b", counted(2))).state).toBe("miss");
  });

  it("keeps no more bytes than its bound: endless distinct queries cannot push memory up", async () => {
    const cache = createAnswerCache({ maxBytes: 64 * 1024 });
    const big = "x".repeat(4000);
    for (let query = 0; query < 200; query += 1) await cache.answer(`q${query}`, counted({ big }));
    expect(cache.size().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size().entries).toBeGreaterThan(0);
    expect((await cache.answer("q199", counted({ big }))).state).toBe("hit");
    expect((await cache.answer("q0", counted({ big }))).state).toBe("miss");
  });

  it("drops the answers that read a changed tag and keeps the others", async () => {
    const cache = createAnswerCache();
    await cache.answer("images", counted([1], "gallery:images"));
    await cache.answer("videos", counted([2], "gallery:videos"));
    cache.invalidateTagged(["gallery:images"]);
    expect((await cache.answer("images", counted([1], "gallery:images"))).state).toBe("miss");
    expect((await cache.answer("videos", counted([2], "gallery:videos"))).state).toBe("hit");
    cache.invalidate();
    expect((await cache.answer("videos", counted([2], "gallery:videos"))).state).toBe("miss");
  });

  it("does not keep an answer whose load read a tag that changed while it ran, and later asks do not wait for it", async () => {
    const cache = createAnswerCache();
    const { load, release } = held({ old: true }, "documents");
    const first = cache.answer("k", load);
    await Promise.resolve();
    cache.invalidateTagged(["documents"]);
    const fresh = counted({ old: false }, "documents");
    expect(await cache.answer("k", fresh)).toEqual({ json: '{"old":false}', state: "miss" });
    release();
    expect((await first).json).toBe('{"old":true}');
    expect(await cache.answer("k", counted({ old: true }))).toEqual({ json: '{"old":false}', state: "hit" });
  });

  it("loads an answer afresh once it is older than its maximum age", async () => {
    let time = 0;
    const cache = createAnswerCache({ maxAgeMs: 60_000, now: () => time });
    const load = counted({ n: 1 });
    await cache.answer("k", load);
    time = 59_000;
    expect((await cache.answer("k", load)).state).toBe("hit");
    time = 61_000;
    expect((await cache.answer("k", load)).state).toBe("miss");
    expect(load.runs).toBe(2);
  });

  it("keeps no failed load: an ask that waited for it loads its own answer, which is kept", async () => {
    const cache = createAnswerCache();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = async () => {
      await gate;
      throw new Error("database gone");
    };
    const first = cache.answer("k", failing);
    const waiting = cache.answer("k", counted({ n: 2 }));
    release();
    await expect(first).rejects.toThrow("database gone");
    expect(await waiting).toEqual({ json: '{"n":2}', state: "miss" });
    expect(cache.size().entries).toBe(1);
    expect((await cache.answer("k", counted({ n: 3 }))).state).toBe("hit");
  });
});
