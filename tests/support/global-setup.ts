import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { ensureDemoMedia } from "../../content/media/generate";
import { openDatabase } from "../../server/db";
import { DEMO_MEDIA_ENV, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./template";

/**
 * Migrates one database per run; test files clone it. A fresh PGlite costs seconds to
 * initialise, a clone from its dump much less, and Postgres copies a template database.
 */
export default async function setup() {
  // Demo photos are rendered once and shared by every test site (tests/support/site.ts).
  const demoStorage = path.resolve(".data/test/demo-storage");
  await ensureDemoMedia(demoStorage);
  process.env[DEMO_MEDIA_ENV] = path.join(demoStorage, "media");

  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir("none");
  const templateFile = path.resolve(`.data/test/pglite-template-${process.pid}.tar`);
  await mkdir(path.dirname(templateFile), { recursive: true });
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = templateFile;
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  const postgresTemplate = `doors_test_template_${process.pid}`;
  if (url) {
    process.env[POSTGRES_TEMPLATE_ENV] = postgresTemplate;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${postgresTemplate}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: withDatabase(url, postgresTemplate) });
    await template.close();
  }
  return async () => {
    await rm(templateFile, { force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
