import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAuditLog } from "~/features/audit/index.server";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { dealerInput, dealersAroundOceanside } from "../../../tests/support/dealers";
import { createDealerService } from "./service.server";
import { createStaffDealers } from "./staff-dealers.server";

const actor = { id: "staff-1", name: "Sam Sales" };
const oceanside = { lat: 33.1968, lng: -117.2831 };
const query = { q: "", status: "", country: "", state: "", page: 1 } as const;

describe.each(testDatabases())("staff's dealers on $name", ({ open }) => {
  let database: Database;
  const publish = vi.fn(async () => {});
  let staff: ReturnType<typeof createStaffDealers>;
  let locator: ReturnType<typeof createDealerService>;
  let audit: ReturnType<typeof createAuditLog>;

  beforeAll(async () => {
    database = await open();
    audit = createAuditLog(database.db);
    staff = createStaffDealers(database.db, { audit, changes: { publish } });
    locator = createDealerService(database.db);
    await locator.saveSeedDealers(dealersAroundOceanside);
  });
  afterAll(() => database.close());

  const slugsOf = async (more: Partial<typeof query> | Record<string, unknown>) =>
    (await staff.list({ ...query, ...more })).dealers.map((dealer) => dealer.slug);

  it("lists dealers by name, searched in name, city, postal code and lead e-mail, filtered and paged", async () => {
    const all = await staff.list(query);
    expect(all.total).toBe(5);
    expect(all.dealers.map((dealer) => dealer.slug)).toEqual(["carlsbad", "closed", "los-angeles", "oceanside", "phoenix"]);
    expect(await slugsOf({ q: "8500" })).toEqual(["phoenix"]);
    expect(await slugsOf({ q: "carlsbad@dealers" })).toEqual(["carlsbad"]);
    expect(await slugsOf({ status: "inactive" })).toEqual(["closed"]);
    expect(await slugsOf({ state: "AZ", status: "active" })).toEqual(["phoenix"]);
    expect(await slugsOf({ country: "CA" })).toEqual([]);
    expect(await slugsOf({ q: "100%_" })).toEqual([]);
    expect(await slugsOf({ page: 2 })).toEqual([]);
  });

  it("finds a dealer by its id, and none for an id that is no UUID", async () => {
    const [first] = (await staff.list(query)).dealers;
    expect((await staff.byId(first!.id))?.slug).toBe("carlsbad");
    expect(await staff.byId("'; drop table dealers; --")).toBeUndefined();
    expect(await staff.byId("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("adds a dealer placed from its postal code, with a free slug from its name, audited and announced", async () => {
    publish.mockClear();
    const input = {
      ...dealerInput("x", "M5V 3L9", { name: "Lakeshore Glass", city: "Toronto", state: "ON", country: "CA" }),
      slug: undefined,
    };
    const first = await staff.save(input, actor);
    const second = await staff.save(input, actor);
    if (!first?.ok || !second?.ok) throw new Error("not saved");
    expect(first.dealer.slug).toBe("lakeshore-glass-toronto");
    expect(second.dealer.slug).toBe("lakeshore-glass-toronto-2");
    expect(first.dealer.location.lat).toBeCloseTo(43.65, 1);
    expect(first.dealer.locationOverride).toBe(false);
    expect(publish).toHaveBeenCalledWith({ kind: "dealers", tags: ["dealers", "dealer:lakeshore-glass-toronto"] });
    const [entry] = (await audit.list({ area: "dealers" })).entries;
    expect(entry).toMatchObject({
      actorName: "Sam Sales",
      action: "added",
      subject: "Lakeshore Glass (lakeshore-glass-toronto-2)",
      after: { zip: "M5V 3L9", lead_email: "x@dealers.example", territory_kind: "radius", territory_miles: "50" },
    });
  });

  it("changes a dealer: a new slug drops its old page too, a position by hand is kept, before and after are audited", async () => {
    const found = await staff.list({ ...query, q: "Lakeshore" });
    const dealer = found.dealers[0]!;
    publish.mockClear();
    const moved = await staff.save(
      {
        ...dealerInput("lakeshore", "M5V 3L9", { name: "Lakeshore Glass", city: "Toronto", state: "ON", country: "CA" }),
        location: { lat: 43.64, lng: -79.39 },
      },
      actor,
      dealer.id,
    );
    expect(moved).toMatchObject({
      ok: true,
      dealer: { id: dealer.id, slug: "lakeshore", location: { lat: 43.64, lng: -79.39 }, locationOverride: true },
    });
    expect(publish).toHaveBeenLastCalledWith({ kind: "dealers", tags: ["dealers", "dealer:lakeshore", `dealer:${dealer.slug}`] });
    const [entry] = (await audit.list({ area: "dealers" })).entries;
    expect(entry).toMatchObject({
      action: "edited",
      before: { slug: dealer.slug, latitude: "" },
      after: { slug: "lakeshore", latitude: "43.64" },
    });
    expect(await staff.save(dealerInput("x", "92056"), actor, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("refuses a postal code the site cannot place unless a position is given, and a slug another dealer has", async () => {
    expect(await staff.save(dealerInput("nowhere", "00000"), actor)).toEqual({
      ok: false,
      errors: { zip: expect.stringContaining("cannot place the postal code 00000") },
    });
    expect(await staff.save(dealerInput("nowhere", "00000", { location: { lat: 40, lng: -100 } }), actor)).toMatchObject({ ok: true });
    expect(await staff.save(dealerInput("carlsbad", "92008"), actor)).toEqual({
      ok: false,
      errors: { slug: "Another dealer has the address /find-a-dealer/carlsbad." },
    });
  });

  it("deactivates a dealer: it leaves the locator, its page and the leads' routing; reactivating brings it back", async () => {
    const carlsbad = (await staff.list({ ...query, q: "carlsbad" })).dealers[0]!;
    publish.mockClear();
    expect((await staff.setActive(carlsbad.id, false, actor))?.active).toBe(false);
    expect(publish).toHaveBeenCalledWith({ kind: "dealers", tags: ["dealers", "dealer:carlsbad"] });
    expect((await locator.nearby(oceanside, 25)).map((dealer) => dealer.slug)).toEqual(["oceanside"]);
    expect(await locator.activeBySlug("carlsbad")).toBeUndefined();
    expect((await locator.covering({ ...oceanside, region: "CA", prefix: "920" })).map((dealer) => dealer.slug)).not.toContain("carlsbad");
    expect((await audit.list({ area: "dealers" })).entries[0]).toMatchObject({
      action: "deactivated",
      subject: "Demo carlsbad (carlsbad)",
    });
    await staff.setActive(carlsbad.id, true, actor);
    expect((await locator.nearby(oceanside, 25)).map((dealer) => dealer.slug)).toEqual(["oceanside", "carlsbad"]);
  });

  it("imports a file's dealers in one go: matched by slug, added otherwise, unchanged ones left alone, one audit entry", async () => {
    const before = (await staff.all()).length;
    publish.mockClear();
    const outcome = await staff.importLines(
      [
        { line: 2, input: dealerInput("oceanside", "92056", { name: "Oceanside Doors & Windows" }) },
        { line: 3, input: dealerInput("los-angeles", "90012", { territory: { kind: "radius", miles: 100 } }) },
        { line: 4, input: { ...dealerInput("x", "98101", { name: "Seattle Glass", city: "Seattle", state: "WA" }), slug: undefined } },
      ],
      actor,
    );
    expect(outcome).toEqual({ ok: true, added: 1, updated: 1, unchanged: 1 });
    expect((await staff.all()).length).toBe(before + 1);
    expect((await locator.bySlug("oceanside"))?.name).toBe("Oceanside Doors & Windows");
    expect(publish).toHaveBeenCalledWith({ kind: "dealers", tags: ["dealers", "dealer:oceanside", "dealer:seattle-glass-seattle"] });
    expect((await audit.list({ area: "dealers" })).entries[0]).toMatchObject({
      action: "imported",
      subject: "3 lines of a CSV file",
      after: { added: 1, updated: 1, unchanged: 1 },
    });
  });

  it("imports nothing when a line is refused, and reports each such line", async () => {
    const before = await staff.all();
    const entries = (await audit.list({ area: "dealers" })).total;
    const outcome = await staff.importLines(
      [
        { line: 2, input: dealerInput("phoenix", "85004", { name: "Renamed", state: "AZ" }) },
        { line: 3, input: dealerInput("brand-new", "00000") },
        { line: 5, input: dealerInput("phoenix", "85004", { state: "AZ" }) },
      ],
      actor,
    );
    expect(outcome).toEqual({
      ok: false,
      errors: [
        { line: 3, message: expect.stringContaining("zip: The site cannot place the postal code 00000") },
        { line: 5, message: "The slug phoenix is on line 2 already." },
      ],
    });
    expect(await staff.all()).toEqual(before);
    expect((await audit.list({ area: "dealers" })).total).toBe(entries);
  });
});
