import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { ensureDemoMedia } from "../../content/media/generate";
import { migrationsFolder, openDatabase } from "../../server/db";
import { DEMO_MEDIA_ENV, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./template";

/**
 * Migrates one database per run; test files clone it. A fresh PGlite costs seconds to
 * initialise, a clone from its dump much less, and Postgres copies a template database.
 * The PGlite dump is kept between runs, named by the migrations and PGlite version it holds.
 */
export default async function setup() {
  // Demo photos are rendered once and shared by every test site (tests/support/site.ts).
  const demoStorage = path.resolve(".data/test/demo-storage");
  await ensureDemoMedia(demoStorage);
  process.env[DEMO_MEDIA_ENV] = path.join(demoStorage, "media");

  process.env[PGLITE_TEMPLATE_ENV] = await pgliteTemplate();

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

async function pgliteTemplate(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, file);
    if ((await stat(full)).isFile()) hash.update(file).update(await readFile(full));
  }
  hash.update(JSON.parse(await readFile("node_modules/@electric-sql/pglite/package.json", "utf8")).version);
  const directory = path.resolve(".data/test");
  const name = `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`;
  const templateFile = path.join(directory, name);
  if (await stat(templateFile).catch(() => null)) return templateFile;

  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  await mkdir(directory, { recursive: true });
  for (const old of await readdir(directory)) {
    if (old.startsWith("pglite-template-") && !old.startsWith(name)) await rm(path.join(directory, old), { force: true });
  }
  // Written aside and renamed, so a run starting meanwhile never reads half a file.
  const partial = `${templateFile}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, templateFile);
  return templateFile;
}
