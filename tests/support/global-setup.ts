import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../server/db";
import { POSTGRES_TEMPLATE, PGLITE_TEMPLATE_FILE } from "./template";

/**
 * Migrates one database per run; test files clone it. A fresh PGlite costs seconds to
 * initialise, a clone from its dump much less, and Postgres copies a template database.
 */
export default async function setup() {
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir("none");
  await mkdir(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  await writeFile(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: withDatabase(url, POSTGRES_TEMPLATE) });
    await template.close();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
