import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SiteChange } from "../app/platform/changes";
import { sharedPostgres, testDatabases } from "../tests/support/database";
import { listen } from "../tests/support/listen";
import { silentLogger } from "../tests/support/silent-logger";
import { createAuditLog } from "../app/features/audit/index.server";
import { type DealerService, createDealerService, createStaffDealers } from "../app/features/dealers/index.server";
import { dealerInput, dealersAroundOceanside } from "../tests/support/dealers";
import { reactToChanges } from "./changes";
import type { ChangeChannel } from "./process/change-channel";
import type { Database } from "./storage/db";
import { createSiteChanges } from "./process/site-changes";

/** An editor's open page, as the presence of issue 38 announces it. */
const maria = { entity: 7, visit: "visit-of-maria", staff: "staff-maria", name: "Maria Editor", since: "2026-11-28T10:42:00.000Z" };

/** The CDN's purge webhook: the tags of every purge it was sent. */
async function cdnWebhook() {
  const purges: string[][] = [];
  const server = await listen(async (request) => {
    purges.push(((await request.json()) as { tags: string[] }).tags);
    return new Response(null, { status: 200 });
  });
  return { purges, url: server.url, close: server.close };
}

/** An instance of the site as far as changes go: each part that reacts notes what it did, in order. */
async function instance(database: Database, cdnUrl: string, dealers?: Pick<DealerService, "reread">) {
  const steps: string[] = [];
  const changes = createSiteChanges({ log: silentLogger });
  const channel = await reactToChanges(changes, {
    config: { CDN_PURGE_URL: cdnUrl, CDN_PURGE_TOKEN: undefined },
    log: silentLogger,
    database,
    renderCache: {
      invalidate: () => void steps.push("every page dropped"),
      invalidateTagged: (tags) => void steps.push(`dropped ${tags.join(" ")}`),
    },
    answerCache: {
      invalidate: () => void steps.push("every answer dropped"),
      invalidateTagged: (tags) => void steps.push(`answers dropped ${tags.join(" ")}`),
    },
    search: {
      syncContent: async () => {
        steps.push("search index synced");
        return { indexed: 0, removed: 0 };
      },
    },
    settings: { load: async () => void steps.push("settings read") },
    redirects: { reread: () => void steps.push("redirects reread") },
    dealers: dealers ?? { reread: () => void steps.push("active dealers reread") },
    outbox: { wake: () => void steps.push("outbox woken") },
    leadRouter: { wake: () => void steps.push("lead router woken") },
    presence: { heard: (note) => void steps.push(`${note.name} ${note.open ? "edits" : "left"} page ${note.entity}`) },
  });
  return { changes, channel, steps };
}

describe.each(testDatabases())("what a change made here sets off, on $name", ({ open }) => {
  let database: Database;
  let cdn: Awaited<ReturnType<typeof cdnWebhook>>;
  let channel: ChangeChannel | null = null;

  beforeAll(async () => {
    database = await open();
    cdn = await cdnWebhook();
  });
  afterAll(async () => {
    await channel?.close();
    await database?.close();
    await cdn?.close();
  });

  it("syncs the search index before the pages and API answers that showed content drop, drops no page for a draft, and purges the CDN once a change", async () => {
    const here = await instance(database, cdn.url);
    channel = here.channel;
    const publish = async (change: SiteChange, ...steps: string[]) => {
      here.steps.length = 0;
      await here.changes.publish(change);
      expect(here.steps).toEqual(steps);
    };

    await publish(
      { kind: "content", tags: ["content:path:/about"] },
      "search index synced",
      "dropped content:path:/about search",
      "answers dropped content:path:/about search",
    );
    // A draft reaches no page, but the index follows every write of the store.
    await publish({ kind: "content", tags: [] }, "search index synced");
    await publish({ kind: "content", tags: "all" }, "search index synced", "every page dropped", "every answer dropped");
    await publish({ kind: "pages", tags: ["gallery:images"] }, "dropped gallery:images", "answers dropped gallery:images");
    await publish(
      { kind: "dealers", tags: ["dealers", "dealer:coastal-glass"] },
      "dropped dealers dealer:coastal-glass",
      "answers dropped dealers dealer:coastal-glass",
    );
    // The instance that saved the dealers or the settings holds them already.
    await publish({ kind: "settings" }, "every page dropped", "every answer dropped");
    await publish({ kind: "redirects" }, "redirects reread", "every page dropped", "every answer dropped");
    await publish({ kind: "everything" }, "active dealers reread", "every page dropped", "every answer dropped");
    await publish({ kind: "deliveries" }, "outbox woken", "lead router woken");
    // The instance an editor's page spoke to holds their presence already; no page shows it.
    await publish({ kind: "presence", ...maria, open: true });

    await vi.waitFor(() => expect(cdn.purges).toHaveLength(7), { timeout: 5_000 });
    expect(cdn.purges.sort()).toEqual(
      [
        ["content:path:/about", "search"],
        ["pages"],
        ["gallery:images"],
        ["dealers", "dealer:coastal-glass"],
        ["pages"],
        ["pages"],
        ["pages"],
      ].sort(),
    );
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("what another instance's change sets off, on PostgreSQL", () => {
  let shared: Awaited<ReturnType<typeof sharedPostgres>>;
  const databases: Database[] = [];
  const channels: (ChangeChannel | null)[] = [];
  let cdn: Awaited<ReturnType<typeof cdnWebhook>>;

  beforeAll(async () => {
    shared = await sharedPostgres(url!);
    databases.push(await shared.open(), await shared.open());
    cdn = await cdnWebhook();
  });
  afterAll(async () => {
    for (const channel of channels) await channel?.close();
    for (const database of databases) await database.close();
    await shared?.drop();
    await cdn?.close();
  });

  it("drops the same pages and answers there, reads the settings, redirects and active dealers afresh and wakes the outbox and the lead router; the index and the CDN are left to the writer", async () => {
    const [one, two] = [await instance(databases[0]!, cdn.url), await instance(databases[1]!, cdn.url)];
    channels.push(one.channel, two.channel);

    const heard = async (change: SiteChange, ...steps: string[]) => {
      two.steps.length = 0;
      await one.changes.publish(change);
      await vi.waitFor(() => expect(two.steps).toEqual(steps));
    };

    await heard(
      { kind: "content", tags: ["content:entity:7"] },
      "dropped content:entity:7 search",
      "answers dropped content:entity:7 search",
    );
    await heard({ kind: "settings" }, "settings read", "every page dropped", "every answer dropped");
    await heard({ kind: "redirects" }, "redirects reread", "every page dropped", "every answer dropped");
    await heard({ kind: "deliveries" }, "outbox woken", "lead router woken");
    await heard({ kind: "presence", ...maria, open: true }, "Maria Editor edits page 7");
    await heard({ kind: "presence", ...maria, open: false }, "Maria Editor left page 7");
    await heard(
      { kind: "dealers", tags: ["dealers", "dealer:coastal-glass"] },
      "active dealers reread",
      "dropped dealers dealer:coastal-glass",
      "answers dropped dealers dealer:coastal-glass",
    );
    // A draft reaches no page: the other instances have nothing to do for it.
    await one.changes.publish({ kind: "content", tags: [] });
    await heard({ kind: "everything" }, "active dealers reread", "every page dropped", "every answer dropped");
    await vi.waitFor(() => expect(cdn.purges).toHaveLength(5), { timeout: 5_000 });
    // Past the purge delay: no second purge comes from the instance that heard the changes.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(cdn.purges).toHaveLength(5);
  });

  it("reads the dealers afresh when another instance changes them: its locator lists a dealer added or deactivated there", async () => {
    const [locatorOne, locatorTwo] = databases.map((database) => createDealerService(database.db));
    const [one, two] = [await instance(databases[0]!, cdn.url, locatorOne), await instance(databases[1]!, cdn.url, locatorTwo)];
    channels.push(one.channel, two.channel);
    const staffOne = createStaffDealers(databases[0]!.db, { audit: createAuditLog(databases[0]!.db), changes: one.changes });
    const oceanside = { lat: 33.1968, lng: -117.2831 };
    const listedByTwo = async () => (await locatorTwo!.nearby(oceanside, 25)).map((dealer) => dealer.slug);
    expect(await listedByTwo()).toEqual([]);
    // The seed import, run by a process of its own, tells the instances of every page (scripts/content-import.ts).
    await locatorOne!.saveSeedDealers(dealersAroundOceanside);
    await one.changes.publish({ kind: "everything" });
    await vi.waitFor(async () => expect(await listedByTwo()).toEqual(["oceanside", "carlsbad"]));

    const added = await staffOne.save(dealerInput("vista", "92083"), { id: "staff", name: "Staff" });
    if (!added?.ok) throw new Error("not saved");
    await vi.waitFor(async () => expect(await listedByTwo()).toEqual(["oceanside", "vista", "carlsbad"]));
    await staffOne.setActive(added.dealer.id, false, { id: "staff", name: "Staff" });
    await vi.waitFor(async () => expect(await listedByTwo()).toEqual(["oceanside", "carlsbad"]));
  });
});
