import { asc, sql } from "drizzle-orm";
import { pgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/storage/db";
import { emptyTables, testDatabases } from "../../tests/support/database";
import { silentLogger } from "../../tests/support/silent-logger";
import { LEASE_MS, createOutboxWorker, outboxAttemptColumns, outboxColumns } from "./outbox.server";

const deliveries = pgTable("outbox_test_deliveries", outboxColumns());
const attempts = pgTable(
  "outbox_test_attempts",
  outboxAttemptColumns(() => deliveries.id),
);

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(testDatabases())("the outbox's claim on $name", ({ open }) => {
  let database: Database;
  // One database for the file, emptied before each test: as fresh as a new copy, and far cheaper.
  beforeAll(async () => {
    database = await open();
    await database.db.execute(sql`create table outbox_test_deliveries (
      id integer primary key generated always as identity, attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(), delivered_at timestamptz, last_error text)`);
    await database.db.execute(sql`create table outbox_test_attempts (
      id integer primary key generated always as identity, delivery_id integer not null references outbox_test_deliveries (id),
      at timestamptz not null default now(), outcome text not null, error text)`);
  });
  afterAll(() => database.close());
  beforeEach(() => emptyTables(database));

  /** A process's outbox whose sends are recorded in `sent` (by delivery id) after `before` resolves. */
  function worker(sent: number[], before: (deliveryId: number) => Promise<void> = async () => {}, leaseMs?: number) {
    return createOutboxWorker({
      db: database.db,
      log: silentLogger,
      name: "test",
      deliveries,
      attempts,
      sendable: () => undefined,
      send: async (deliveryId) => {
        await before(deliveryId);
        sent.push(deliveryId);
      },
      leaseMs,
    });
  }

  async function queue(count: number): Promise<number[]> {
    const rows = await database.db
      .insert(deliveries)
      .values(Array.from({ length: count }, () => ({})))
      .returning({ id: deliveries.id });
    return rows.map((row) => Number(row.id));
  }

  it("finishes the delivery it is sending when it stops, and hands the rest of its claim back at once", async () => {
    const [first, ...rest] = await queue(3);
    const sending = gate();
    const release = gate();
    const sent: number[] = [];
    const stopping = worker(sent, async () => {
      sending.open();
      await release.opened;
    });
    stopping.start(60_000);
    await sending.opened;
    const stopped = stopping.stop();
    release.open();
    await stopped;
    expect(sent).toEqual([first]);

    const left = (await database.db.select().from(deliveries).orderBy(asc(deliveries.id))).filter((row) => row.deliveredAt === null);
    expect(left.map((row) => Number(row.id))).toEqual(rest);
    for (const row of left) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const other: number[] = [];
    expect(await worker(other).deliverDue()).toEqual({ delivered: 2, failed: 0 });
    expect(other).toEqual(rest);
  });

  it("sends a message queued within the millisecond it is woken in, though the database keeps microseconds", async () => {
    const now = new Date();
    const [row] = await database.db
      .insert(deliveries)
      .values({ nextAttemptAt: sql`${now.toISOString()}::timestamptz + interval '900 microseconds'` })
      .returning({ id: deliveries.id });
    const sent: number[] = [];
    expect(await worker(sent).deliverDue(now)).toEqual({ delivered: 1, failed: 0 });
    expect(sent).toEqual([Number(row?.id)]);
  });

  it("renews its claim while a slow send runs, so no other process sends it too", async () => {
    await queue(1);
    const slow: number[] = [];
    const other: number[] = [];
    const running = worker(slow, () => new Promise((resolve) => setTimeout(resolve, 1_200)), 300).deliverDue();
    const second = worker(other, async () => {}, 300);
    const until = Date.now() + 1_000;
    while (Date.now() < until) {
      await second.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await running).toEqual({ delivered: 1, failed: 0 });
    expect(await second.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(slow).toHaveLength(1);
    expect(other).toEqual([]);
  });

  it("lets another process send what a dead process claimed once the lease of 30 s is over", async () => {
    const [id] = await queue(1);
    const claimed = gate();
    const hung = gate();
    const claimedAt = new Date();
    // The first process claims the delivery and never gets further (it was killed).
    const dead = worker([], async () => {
      claimed.open();
      await hung.opened;
    }).deliverDue(claimedAt);
    await claimed.opened;
    const other: number[] = [];
    const second = worker(other);
    expect(await second.deliverDue(new Date(claimedAt.getTime() + LEASE_MS - 1))).toEqual({ delivered: 0, failed: 0 });
    const [row] = await database.db.select().from(deliveries);
    expect(row?.nextAttemptAt.getTime()).toBe(claimedAt.getTime() + LEASE_MS);
    expect(await second.deliverDue(new Date(claimedAt.getTime() + LEASE_MS))).toEqual({ delivered: 1, failed: 0 });
    expect(other).toEqual([id]);
    hung.open();
    await dead;
  });
});
