import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { dealerInput, dealersAroundOceanside } from "../../../tests/support/dealers";
import { DealerInputError, createDealerService } from "./service.server";

const oceanside = { lat: 33.1968, lng: -117.2831 };

describe.each(testDatabases())("the dealer service on $name", ({ open }) => {
  let database: Database;
  const publish = vi.fn(async () => {});
  let service: ReturnType<typeof createDealerService>;

  beforeAll(async () => {
    database = await open();
    service = createDealerService(database.db, { changes: { publish } });
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

  it("lists dealers by name, searched and paged", async () => {
    const all = await service.list({ limit: 2, offset: 0 });
    expect(all.total).toBe(5);
    expect(all.dealers.map((found) => found.slug)).toEqual(["carlsbad", "closed"]);
    expect((await service.list({ search: "8500", limit: 10, offset: 0 })).dealers.map((found) => found.slug)).toEqual(["phoenix"]);
    expect((await service.list({ active: false, limit: 10, offset: 0 })).total).toBe(1);
    expect((await service.list({ search: "100%_", limit: 10, offset: 0 })).total).toBe(0);
  });

  it("places a saved dealer from its postal code, keeps a position set by hand, and announces the change", async () => {
    publish.mockClear();
    const lakeshore = { name: "Lakeshore Glass", city: "Toronto", state: "ON", country: "CA" } as const;
    const added = await service.upsert(dealerInput("lakeshore", "M5V 3L9", { ...lakeshore, slug: undefined }));
    expect(added.slug).toBe("lakeshore-glass-toronto");
    expect(added.location.lat).toBeCloseTo(43.65, 1);
    expect(added.locationOverride).toBe(false);
    expect(publish).toHaveBeenCalledWith({ kind: "dealers", tags: ["dealers", "dealer:lakeshore-glass-toronto"] });

    const moved = await service.upsert(
      dealerInput("lakeshore-glass", "M5V 3L9", { ...lakeshore, location: { lat: 43.64, lng: -79.39 } }),
      added.id,
    );
    expect(moved).toMatchObject({ id: added.id, slug: "lakeshore-glass", location: { lat: 43.64, lng: -79.39 }, locationOverride: true });
    expect(publish).toHaveBeenLastCalledWith({
      kind: "dealers",
      tags: ["dealers", "dealer:lakeshore-glass", "dealer:lakeshore-glass-toronto"],
    });
  });

  it("refuses a postal code it cannot place and a slug another dealer has", async () => {
    await expect(service.upsert(dealerInput("nowhere", "00000"))).rejects.toThrow(DealerInputError);
    await expect(service.upsert(dealerInput("carlsbad", "92008"))).rejects.toMatchObject({ field: "slug" });
    await expect(service.upsert(dealerInput("mismatch", "M5V 3L9"))).rejects.toThrow(/US ZIP/);
  });

  it("re-imports the seed idempotently, keeping what staff changed and removing what the seed dropped", async () => {
    const edited = await service.bySlug("oceanside");
    await service.upsert({ ...dealersAroundOceanside[0]!, name: "Oceanside, as staff wrote it" }, edited!.id);
    const again = await service.saveSeedDealers(dealersAroundOceanside.filter((input) => input.slug !== "closed"));
    expect(again).toEqual({ saved: 3, kept: 1, removed: 1 });
    expect((await service.bySlug("oceanside"))?.name).toBe("Oceanside, as staff wrote it");
    expect(await service.bySlug("closed")).toBeUndefined();
    expect((await service.sitemapEntries()).map((entry) => entry.path)).toContain("/find-a-dealer/carlsbad");
  });
});
