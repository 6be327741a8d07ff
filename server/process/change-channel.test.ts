import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sharedPostgres } from "../../tests/support/database";
import { silentLogger } from "../../tests/support/silent-logger";
import { CHANGE_CHANNEL, type ChangeChannel, openChangeChannel } from "./change-channel";
import type { Database } from "../storage/db";
import type { SiteChange } from "../../app/platform/changes";
import { createSiteChanges } from "./site-changes";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the change channel between instances on PostgreSQL", () => {
  let shared: Awaited<ReturnType<typeof sharedPostgres>>;
  let databases: Database[];
  const channels: ChangeChannel[] = [];

  /** An instance's view of the changes: what it applied, and from where. */
  async function instance(database: Database) {
    const applied: [SiteChange, string][] = [];
    const onGap = vi.fn();
    const changes = createSiteChanges({ log: silentLogger });
    changes.react((change, origin) => void applied.push([change, origin]));
    const channel = await openChangeChannel({
      db: database.db,
      databaseUrl: database.databaseUrl!,
      log: silentLogger,
      onMessage: (payload) => void changes.received(payload),
      onGap: () => {
        onGap();
        void changes.missed();
      },
    });
    changes.attach(channel);
    channels.push(channel);
    return { changes, applied, onGap };
  }

  beforeAll(async () => {
    shared = await sharedPostgres(url!);
    databases = [await shared.open(), await shared.open()];
  });
  afterAll(async () => {
    for (const channel of channels) await channel.close();
    for (const database of databases ?? []) await database.close();
    await shared?.drop();
  });

  it("applies a change here at once and in the other instance once, a lost connection read afresh", async () => {
    const [one, two] = [await instance(databases[0]!), await instance(databases[1]!)];
    await one.changes.publish({ kind: "pages", tags: ["content:path:/about"] });
    expect(one.applied).toEqual([[{ kind: "pages", tags: ["content:path:/about"] }, "here"]]);
    await vi.waitFor(() => expect(two.applied).toEqual([[{ kind: "pages", tags: ["content:path:/about"] }, "elsewhere"]]));

    // Thousands of tags do not fit one notification: every page elsewhere is dropped instead.
    await two.changes.publish({ kind: "pages", tags: Array.from({ length: 2_000 }, (_, index) => `content:entity:${index}`) });
    await vi.waitFor(() => expect(one.applied.at(-1)).toEqual([{ kind: "everything" }, "elsewhere"]));

    await databases[0]!.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN ${CHANGE_CHANNEL}`} and pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(one.onGap).toHaveBeenCalled(), { timeout: 5_000 });
    await vi.waitFor(() => expect(two.onGap).toHaveBeenCalled(), { timeout: 5_000 });
    expect(two.applied.slice(-3).map(([change]) => change.kind)).toEqual(["settings", "redirects", "everything"]);

    await one.changes.publish({ kind: "redirects" });
    await vi.waitFor(() => expect(two.applied.at(-1)).toEqual([{ kind: "redirects" }, "elsewhere"]));
  });
});
