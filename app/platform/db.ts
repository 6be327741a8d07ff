import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The database handle services query through: the same Drizzle API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Which engine is behind the handle, for the few queries that differ (server/storage/db.ts opens it). */
export type DatabaseKind = "pglite" | "postgres";
