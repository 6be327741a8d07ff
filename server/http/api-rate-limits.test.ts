import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiRateLimits } from "./api-rate-limits";
import type { AppEnv } from "../../app/platform/app-env";

function appWith(limits: { searchesPerMinute: number; zipsPerTenMinutes: number }) {
  const app = new Hono<AppEnv>();
  app.use(apiRateLimits({ ...limits, trustProxy: true }));
  app.all("*", (c) => c.text("served"));
  return (path: string, ip = "203.0.113.7") => app.request(path, { method: "POST", headers: { "x-forwarded-for": ip } });
}

describe("per-IP limits of the search and zip APIs", () => {
  it("answers 429 JSON with Retry-After once an address used up its searches, and serves other addresses", async () => {
    const send = appWith({ searchesPerMinute: 2, zipsPerTenMinutes: 5 });
    expect((await send("/ES/documents/search")).status).toBe(200);
    expect((await send("/api/v1/cms/search")).status).toBe(200);
    const refused = await send("/ES/gallery/images");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "too_many_requests" });
    expect((await send("/ES/documents/search", "203.0.113.8")).status).toBe(200);
  });

  it("counts the dealer locator's API with the searches", async () => {
    const send = appWith({ searchesPerMinute: 1, zipsPerTenMinutes: 5 });
    expect((await send("/api/v1/dealers?near=92056")).status).toBe(200);
    expect((await send("/api/v1/dealers?near=92056")).status).toBe(429);
  });

  it("counts Download All on its own, stricter limit, and says when to try again", async () => {
    const send = appWith({ searchesPerMinute: 100, zipsPerTenMinutes: 1 });
    expect((await send("/ES/documents/zip")).status).toBe(200);
    const refused = await send("/ES/documents/zip");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send("/ES/documents/search")).status).toBe(200);
  });

  it("counts a search whose answer may come from memory only when it loads, once, and refuses that load past the limit", async () => {
    const app = new Hono<AppEnv>();
    app.use(
      apiRateLimits({
        searchesPerMinute: 2,
        zipsPerTenMinutes: 5,
        trustProxy: true,
        countsWhenLoaded: (method, path) => method === "POST" && path === "/ES/documents/search",
      }),
    );
    app.post("/ES/documents/search", async (c) => {
      if (c.req.query("from") === "memory") return c.text("kept");
      const charge = c.get("chargeSearch")!;
      const [first, again] = await Promise.all([charge(), charge()]);
      expect(again).toBe(first);
      return first.allowed ? c.text("loaded") : c.text("refused", 429);
    });
    const send = (query = "") =>
      app.request(`/ES/documents/search${query}`, { method: "POST", headers: { "x-forwarded-for": "203.0.113.9" } });
    for (let hit = 0; hit < 5; hit += 1) expect(await (await send("?from=memory")).text()).toBe("kept");
    expect(await (await send()).text()).toBe("loaded");
    expect(await (await send()).text()).toBe("loaded");
    expect((await send()).status).toBe(429);
  });

  it("never limits pages, the content API or lead posts (they have their own)", async () => {
    const send = appWith({ searchesPerMinute: 1, zipsPerTenMinutes: 1 });
    for (const path of [
      "/support/technical-documents",
      "/find-a-dealer",
      "/api/v1/cms/entities",
      "/api/v1/forms/submit",
      "/search/folding",
      "/",
    ]) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await send(path)).status, path).toBe(200);
    }
  });
});
