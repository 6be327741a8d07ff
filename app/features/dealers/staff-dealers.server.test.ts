import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { dealersAroundOceanside } from "../../../tests/support/dealers";
import { createDealerService } from "./service.server";
import { createStaffDealers } from "./staff-dealers.server";

const query = { q: "", status: "", country: "", state: "", page: 1 } as const;

describe.each(testDatabases())("staff's dealers on $name", ({ open }) => {
  let database: Database;
  let staff: ReturnType<typeof createStaffDealers>;

  beforeAll(async () => {
    database = await open();
    staff = createStaffDealers(database.db);
    await createDealerService(database.db).saveSeedDealers(dealersAroundOceanside);
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
});
