import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../../app/platform/db";
import type { Logger } from "../../app/platform/logger";

/** PostgreSQL's identifier of the channel every instance of the site listens on. */
export const CHANGE_CHANNEL = "site_changes";
/** NOTIFY refuses payloads of 8000 bytes or more; the caller sends something shorter instead. */
export const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_MS = 1_000;

export type ChangeChannel = {
  /** Tells every other listener; delivered once the surrounding transaction (if any) commits. */
  send(payload: string): Promise<void>;
  close(): Promise<void>;
};

/** Sends `payload` to every instance listening on the database, also from a process that does not listen (a command-line tool). */
export async function notifyInstances(db: Db, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`);
}

export type ChangeChannelOptions = {
  db: Db;
  databaseUrl: string;
  log: Logger;
  /** A message from any listener on the database, this process's own included. */
  onMessage: (payload: string) => void;
  /** The listening connection was lost and is back: messages sent meanwhile never arrived. */
  onGap: () => void;
};

/**
 * A PostgreSQL LISTEN/NOTIFY channel on the database the instances already share. Listening
 * holds one connection of its own (outside the pool, which hands connections back and forth); a
 * lost connection is opened again every second until it succeeds.
 */
export async function openChangeChannel({ db, databaseUrl, log, onMessage, onGap }: ChangeChannelOptions): Promise<ChangeChannel> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) onMessage(message.payload);
    });
    // Without a listener an error of this connection would stop the process; it is reopened instead.
    // A connection still opening fails through its promise.
    next.on("error", (error) => {
      if (next !== client) return;
      log.warn({ err: error }, "lost the connection that hears other instances' changes; reconnecting");
      void next.end().catch(() => {});
      reconnect();
    });
    next.on("end", () => {
      if (next === client) reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      return next;
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
  }

  function reconnect() {
    if (closed || retry) return;
    client = null;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        (listening) => {
          if (closed) return void listening.end().catch(() => {});
          client = listening;
          log.info("hearing other instances' changes again");
          onGap();
        },
        (error: unknown) => {
          log.warn({ err: error }, "could not listen for other instances' changes; trying again");
          reconnect();
        },
      );
    }, RECONNECT_MS);
  }

  client = await listen();
  return {
    send: (payload) => notifyInstances(db, payload),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
