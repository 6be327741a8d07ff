import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { importDemoContent } from "../../content";
import { ensureDemoMedia } from "../../content/media/generate";
import { migrationsFolder, openDatabase } from "../../server/storage/db";
import { silentLogger } from "./silent-logger";
import { DEMO_MEDIA_ENV, PGLITE_DEMO_ENV, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from "./template";

/**
 * Migrates one database per run; test files clone it. A fresh PGlite costs seconds to
 * initialise, a clone from its dump much less, and Postgres copies a template database.
 * The PGlite dump is kept between runs, named by the migrations and PGlite version it holds.
 */
export default async function setup(project: TestProject) {
  const template = await pgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = template;
  // Demo photos are rendered once and shared by every test site (tests/support/site.ts). The site
  // tests' demo database comes from the import, which renders them itself (checking them costs
  // seconds).
  const demoStorage = path.resolve(".data/test/demo-storage");
  if (project.name === "site") process.env[PGLITE_DEMO_ENV] = await pgliteDemo(template, demoStorage);
  else await ensureDemoMedia(demoStorage);
  process.env[DEMO_MEDIA_ENV] = path.join(demoStorage, "media");

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
  await writeDump(templateFile, dump);
  return templateFile;
}

/**
 * The migrated database with the demo content imported, as a site's first start leaves it: every
 * site test starts from a copy rather than importing for itself. Made afresh by each run, as the
 * rows depend on the services of app/ as much as on content/. The import writes the documents'
 * and the gallery's files into `storageDir`, whose media every test site links to.
 */
async function pgliteDemo(template: string, storageDir: string): Promise<string> {
  const pglite = await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) });
  const database = await openDatabase({ pglite });
  await importDemoContent({ db: database.db, storageDir, log: silentLogger });
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  const demoFile = path.resolve(".data/test/pglite-demo.tar");
  await writeDump(demoFile, dump);
  return demoFile;
}

// Written aside and renamed, so a run starting meanwhile never reads half a file.
async function writeDump(file: string, dump: Blob): Promise<void> {
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}
