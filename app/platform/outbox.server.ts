import { and, asc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, integer, type PgColumn, type PgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Db } from "./db";
import type { Logger } from "./logger";
import { workInRounds } from "./rounds.server";

const BATCH = 20;
/**
 * A claimed delivery is due again this long after its process last renewed the claim, which it
 * does every third of it while it sends: a process that died (SIGKILL, a lost machine) holds its
 * claim at most this long.
 */
export const LEASE_MS = 30_000;
const MINUTE = 60_000;

/** 1, 2, 4 ... minutes after each failed attempt, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE);
}

/** The columns of every outbox table: one row per message to deliver, beside what the message is about. */
export function outboxColumns() {
  return {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
  };
}

/**
 * The columns of an outbox's record of attempts, one row per attempt of a delivery of `deliveryId`;
 * `onDelete: "cascade"` where deliveries are deleted with what they are about.
 */
export function outboxAttemptColumns(deliveryId: () => AnyPgColumn, actions?: { onDelete: "cascade" }) {
  return {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer("delivery_id").notNull().references(deliveryId, actions),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    outcome: text("outcome", { enum: ["delivered", "failed"] }).notNull(),
    error: text("error"),
  };
}

type OutboxTable = PgTable & Record<keyof ReturnType<typeof outboxColumns>, PgColumn>;
type AttemptTable = PgTable & Record<"deliveryId" | "outcome" | "error", PgColumn>;

export type OutboxOptions = {
  db: Db;
  log: Logger;
  /** Names the outbox in the logs ("lead", "staff mail"). */
  name: string;
  deliveries: OutboxTable;
  attempts: AttemptTable;
  /** Which due deliveries this process can send now; null when it can send none (nothing configured). */
  sendable: (now: Date) => SQL | undefined | null;
  /** Sends one delivery, by its id; throws to have it retried. */
  send: (deliveryId: number) => Promise<void>;
  /** The claim's lease (tests shorten it). */
  leaseMs?: number;
};

/**
 * A durable outbox: deliveries live in the database, so they survive restarts. Each run claims
 * the due ones with a lease (several processes never send the same one), records every attempt,
 * and retries failures with backoff until they succeed. A process that stops finishes the delivery
 * it is sending and hands the rest of its claim back, due at once for another process.
 */
export function createOutboxWorker({ db, log, name, deliveries, attempts, sendable, send, leaseMs = LEASE_MS }: OutboxOptions) {
  let stopping = false;

  /** Moves the claim on `ids` (those still unsent) to `until`. */
  async function claimUntil(ids: number[], until: Date) {
    if (ids.length === 0) return;
    await db
      .update(deliveries)
      .set({ nextAttemptAt: until })
      .where(and(inArray(deliveries.id, ids), isNull(deliveries.deliveredAt)));
  }

  /** Attempts every delivery that is due now; the timer calls it, tests call it directly. */
  async function deliverDue(now = new Date()): Promise<{ delivered: number; failed: number }> {
    const filter = sendable(now);
    if (filter === null) return { delivered: 0, failed: 0 };
    // The database keeps microseconds and `now` only milliseconds: a message queued in the
    // millisecond `now` names is due too, or the wake right after queueing it would miss it.
    const endOfNow = new Date(now.getTime() + 1);
    const due = db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(isNull(deliveries.deliveredAt), lt(deliveries.nextAttemptAt, endOfNow), filter))
      .orderBy(asc(deliveries.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(deliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(deliveries.id, due))
      .returning({ id: deliveries.id, attempts: deliveries.attempts });
    const unsent = new Set(claimed.map((claim) => Number(claim.id)));
    let renewed: Promise<void> = Promise.resolve();
    const renewal = setInterval(() => {
      renewed = claimUntil([...unsent], new Date(Date.now() + leaseMs)).catch((error: unknown) =>
        log.error({ err: error }, `${name} outbox could not renew its claim`),
      );
    }, leaseMs / 3);
    renewal.unref();
    let delivered = 0;
    let failed = 0;
    try {
      for (const claim of claimed) {
        if (stopping) break;
        const deliveryId = Number(claim.id);
        const error = await send(deliveryId).then(
          () => null,
          (reason: unknown) => reason,
        );
        unsent.delete(deliveryId);
        // A renewal under way must not move what is recorded next (a retry's time).
        await renewed;
        if (error === null) {
          delivered += 1;
          await recordDelivered(deliveryId);
        } else {
          failed += 1;
          await recordFailed(deliveryId, Number(claim.attempts) + 1, now, error);
        }
      }
    } finally {
      clearInterval(renewal);
      await renewed;
      await claimUntil([...unsent], now);
    }
    return { delivered, failed };
  }

  async function recordDelivered(deliveryId: number) {
    await db.transaction(async (tx) => {
      await tx
        .update(deliveries)
        .set({ deliveredAt: new Date(), attempts: sql`${deliveries.attempts} + 1`, lastError: null })
        .where(eq(deliveries.id, deliveryId));
      await tx.insert(attempts).values({ deliveryId, outcome: "delivered" });
    });
    log.info({ outbox: name, delivery: deliveryId }, `${name} delivered`);
  }

  async function recordFailed(deliveryId: number, tries: number, now: Date, error: unknown) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await db.transaction(async (tx) => {
      await tx
        .update(deliveries)
        .set({ attempts: tries, lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(tries)) })
        .where(eq(deliveries.id, deliveryId));
      await tx.insert(attempts).values({ deliveryId, outcome: "failed", error: message });
    });
    log.warn({ outbox: name, delivery: deliveryId, attempts: tries, err: message }, `${name} delivery failed; will retry`);
  }

  const rounds = workInRounds(
    () => deliverDue(),
    (error) => log.error({ err: error }, `${name} outbox run failed`),
  );

  return {
    deliverDue,
    /** Runs the outbox every `intervalMs` until `stop`. */
    start: rounds.start,
    /** Delivers soon, without waiting for the next round: called after each new message. */
    wake: rounds.wake,
    /** Waits for the delivery being sent; the rest of the run's claim is handed back. */
    async stop() {
      stopping = true;
      await rounds.stop();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
