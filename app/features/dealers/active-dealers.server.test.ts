import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "~/features/audit/index.server";
import type { Database } from "../../../server/storage/db";
import { testDatabases } from "../../../tests/support/database";
import { dealerInput, dealersAroundOceanside } from "../../../tests/support/dealers";
import type { DealerInput } from "./dealer-input";
import { createDealerService } from "./service.server";
import { createStaffDealers } from "./staff-dealers.server";

const actor = { id: "staff-1", name: "Sam Sales" };
const oceanside = { lat: 33.1968, lng: -117.2831 };
const oceansidePlace = { ...oceanside, region: "CA", prefix: "920" };
const seattle = { lat: 47.6062, lng: -122.3321 };
const seattlePlace = { ...seattle, region: "WA", prefix: "981" };

// The locator and lead matching answer from the active dealers held in memory (decision 0047):
// these are the moments the memory must follow the table.
describe.each(testDatabases())("the active dealers held in memory, on $name", ({ open }) => {
  let database: Database;
  let locator: ReturnType<typeof createDealerService>;
  let staff: ReturnType<typeof createStaffDealers>;
  // Changes announced to nobody: what this process sees at once must not wait for the change channel.
  const changes = { publish: async () => {} };

  const near = async (point = oceanside, miles = 25) => (await locator.nearby(point, miles)).map((dealer) => dealer.slug);
  const covering = async (place = oceansidePlace) => (await locator.covering(place, 10)).map((dealer) => dealer.slug);

  beforeAll(async () => {
    database = await open();
    locator = createDealerService(database.db);
    staff = createStaffDealers(database.db, { audit: createAuditLog(database.db), changes });
    await locator.saveSeedDealers(dealersAroundOceanside);
  });
  afterAll(() => database.close());

  it("finds a dealer staff add, move or deactivate at once, in the locator and in lead matching", async () => {
    expect(await near()).toEqual(["oceanside", "carlsbad"]);
    const added = await staff.save(dealerInput("vista", "92083"), actor);
    if (!added?.ok) throw new Error("not saved");
    expect(await near()).toEqual(["oceanside", "vista", "carlsbad"]);
    expect(await covering()).toContain("vista");

    await staff.save(dealerInput("vista", "98101", { state: "WA" }), actor, added.dealer.id);
    expect(await near()).toEqual(["oceanside", "carlsbad"]);
    expect(await near(seattle)).toEqual(["vista"]);
    expect(await covering(seattlePlace)).toEqual(["vista"]);

    await staff.setActive(added.dealer.id, false, actor);
    expect(await near(seattle)).toEqual([]);
    expect((await locator.nearest(seattle)).map((dealer) => dealer.slug)).not.toContain("vista");
    expect(await covering(seattlePlace)).toEqual([]);
  });

  it("follows a dealers file imported by staff and the seed imported again", async () => {
    await staff.importLines([{ line: 2, input: dealerInput("escondido", "92025") }], actor);
    expect(await near()).toContain("escondido");
    await locator.saveSeedDealers(dealersAroundOceanside.filter((input) => input.slug !== "carlsbad"));
    expect(await near()).toEqual(["oceanside", "escondido"]);
  });

  it("lists dealers at the same distance by slug, whatever order they were added in", async () => {
    const twin: Partial<DealerInput> = { location: { lat: 33.3, lng: -117.3 }, territory: { kind: "prefixes", prefixes: ["920"] } };
    for (const slug of ["twin-b", "twin-a", "twin-c"]) await staff.save(dealerInput(slug, "92056", twin), actor);
    const twins = (slugs: string[]) => slugs.filter((slug) => slug.startsWith("twin-"));
    expect(twins(await near())).toEqual(["twin-a", "twin-b", "twin-c"]);
    expect(twins(await covering())).toEqual(["twin-a", "twin-b", "twin-c"]);
    expect(twins((await locator.nearest({ lat: 33.3, lng: -117.3 }, 3)).map((dealer) => dealer.slug))).toEqual([
      "twin-a",
      "twin-b",
      "twin-c",
    ]);
  });
});
