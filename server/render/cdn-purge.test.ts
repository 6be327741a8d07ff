import { describe, expect, it, vi } from "vitest";
import { silentLogger } from "../../tests/support/silent-logger";
import { createCdnPurge } from "./cdn-purge";

function webhook(status = 200) {
  const calls: { url: string; authorization: string | null; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), authorization: new Headers(init?.headers).get("authorization"), body: JSON.parse(String(init?.body)) });
    return new Response(null, { status });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe("the CDN purge webhook", () => {
  it("posts the changed pages' tags, as a CDN reads them, with the bearer token", async () => {
    const { calls, fetchImpl } = webhook();
    const purge = createCdnPurge({ url: "https://cdn.example/purge", token: "t0ken", log: silentLogger, fetchImpl, delayMs: 0 });
    await purge.purge({ kind: "pages", tags: ["content:path:/blog/low-e glass", "search", "search"] });
    expect(calls).toEqual([
      { url: "https://cdn.example/purge", authorization: "Bearer t0ken", body: { tags: ["content:path:/blog/low-e%20glass", "search"] } },
    ]);
  });

  it("purges every page for a change every page shows, and sends many tags 30 a call", async () => {
    const { calls, fetchImpl } = webhook();
    const purge = createCdnPurge({ url: "https://cdn.example/purge", log: silentLogger, fetchImpl, delayMs: 0 });
    await purge.purge({ kind: "settings" });
    await purge.purge({ kind: "pages", tags: Array.from({ length: 61 }, (_, index) => `content:entity:${index}`) });
    expect(calls.map((call) => (call.body as { tags: string[] }).tags.length)).toEqual([1, 30, 30, 1]);
    expect(calls[0]).toMatchObject({ authorization: null, body: { tags: ["pages"] } });
  });

  it("logs a refused or unreachable webhook and never throws", async () => {
    const warn = vi.spyOn(silentLogger, "warn");
    const refused = webhook(403);
    await createCdnPurge({ url: "https://cdn.example/purge", log: silentLogger, fetchImpl: refused.fetchImpl, delayMs: 0 }).purge({
      kind: "everything",
    });
    const unreachable = vi.fn(async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    await createCdnPurge({ url: "https://cdn.example/purge", log: silentLogger, fetchImpl: unreachable, delayMs: 0 }).purge({
      kind: "redirects",
    });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
