import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { dealersAroundOceanside } from "../../../tests/support/dealers";
import { createDealerService } from "./service.server";
import { dealers } from "./tables.server";

const oceanside = { lat: 33.1968, lng: -117.2831 };

describe.each(testDatabases())("the dealer service on $name", ({ open }) => {
  let database: Database;
  let service: ReturnType<typeof createDealerService>;

  beforeAll(async () => {
    database = await open();
    service = createDealerService(database.db);
    await service.saveSeedDealers(dealersAroundOceanside);
  });
  afterAll(() => database.close());

  it("finds active dealers within the radius, nearest first, with their distance in miles", async () => {
    const near = await service.nearby(oceanside, 100);
    expect(near.map((found) => found.slug)).toEqual(["oceanside", "carlsbad", "los-angeles"]);
    expect(near[0]!.distanceMi).toBeCloseTo(0, 1);
    expect(near[1]!.distanceMi).toBeGreaterThan(3);
    expect(near[2]!.distanceMi).toBeGreaterThan(75);
    expect(near[2]!.distanceMi).toBeLessThan(100);
    expect(near[0]).not.toHaveProperty("leadEmail");
  });

  it("leaves out dealers beyond the radius and inactive ones", async () => {
    expect((await service.nearby(oceanside, 25)).map((found) => found.slug)).toEqual(["oceanside", "carlsbad"]);
    expect(await service.nearby({ lat: 47.6, lng: -122.3 }, 250)).toEqual([]);
  });

  it("finds the 3 nearest however far when none is within the radius", async () => {
    const nearest = await service.nearest({ lat: 47.6, lng: -122.3 });
    expect(nearest).toHaveLength(3);
    expect(nearest.map((found) => found.slug)).toEqual(["los-angeles", "oceanside", "carlsbad"]);
  });

  it("matches a placed postal code to the active dealers whose territory covers it, nearest first", async () => {
    const covering = async (place: { lat: number; lng: number; region: string; prefix: string }) =>
      (await service.covering(place)).map((found) => found.slug);
    expect(await covering({ ...oceanside, region: "CA", prefix: "920" })).toEqual(["oceanside", "carlsbad", "los-angeles"]);
    // Riverside: outside Oceanside's 50 miles and Carlsbad's prefixes; within Los Angeles' 100; California for Phoenix.
    expect(await covering({ lat: 33.95, lng: -117.4, region: "CA", prefix: "925" })).toEqual(["los-angeles", "phoenix"]);
    expect(await covering({ lat: 47.6, lng: -122.3, region: "WA", prefix: "981" })).toEqual([]);
  });

  it("gets an active dealer by slug for its page, any dealer for staff", async () => {
    expect((await service.activeBySlug("carlsbad"))?.territory).toEqual({ kind: "prefixes", prefixes: ["920", "921"] });
    expect(await service.activeBySlug("closed")).toBeUndefined();
    expect((await service.bySlug("closed"))?.active).toBe(false);
    expect(await service.bySlug("nobody")).toBeUndefined();
  });

  it("re-imports the seed idempotently, keeping what staff changed and removing what the seed dropped", async () => {
    await database.db.update(dealers).set({ name: "Oceanside, as staff wrote it", seeded: false }).where(eq(dealers.slug, "oceanside"));
    const again = await service.saveSeedDealers(dealersAroundOceanside.filter((input) => input.slug !== "closed"));
    expect(again).toEqual({ saved: 3, kept: 1, removed: 1 });
    expect((await service.bySlug("oceanside"))?.name).toBe("Oceanside, as staff wrote it");
    expect(await service.bySlug("closed")).toBeUndefined();
    expect((await service.sitemapEntries()).map((entry) => entry.path)).toContain("/find-a-dealer/carlsbad");
  });
});
