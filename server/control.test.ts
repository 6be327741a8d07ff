import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, stat, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../tests/support/database";
import { silentLogger } from "../tests/support/silent-logger";
import { DEMO_MEDIA_ENV } from "../tests/support/template";
import { leadSubmissions } from "../app/features/leads/tables.server";
import { type AccountService, createAccountService } from "../app/features/accounts/index.server";
import { createAuditLog } from "../app/features/audit/index.server";
import { askRunningSite } from "../scripts/running-site";
import { parseConfig } from "./config";
import { configuredBackups } from "./storage/backups";
import { createControlApp, serveControl } from "./control";
import { controlSocketPath } from "./process/control-socket";
import type { Database } from "./storage/db";
import { openStorage } from "./storage/storage";
import { cheapPasswordHashing } from "../tests/support/password-hashing";

const run = promisify(execFile);

describe("the control socket of a site on the embedded database", () => {
  let database: Database;
  let dataDir: string;
  let closeControl: () => Promise<void>;
  let contentChanges = 0;
  let accounts: AccountService;
  const config = () => parseConfig({ DATA_DIR: dataDir, STORAGE_DIR: path.join(dataDir, "storage") });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "doors-control-"));
    const demoMedia = process.env[DEMO_MEDIA_ENV];
    // The photos the global setup rendered go in storage/media, where the import looks for them;
    // without them the import renders every demo photo again (about a minute).
    await mkdir(path.join(dataDir, "storage"));
    if (demoMedia) await symlink(demoMedia, path.join(dataDir, "storage", "media"), "dir");
    database = await testDatabases()[0]!.open();
    await database.db.insert(leadSubmissions).values({
      id: randomUUID(),
      form: "lac_request_quote",
      fields: { first_name: "Ada", email: "ada@example.com" },
      photos: [],
    });
    accounts = createAccountService({
      db: database.db,
      secret: "a-test-secret-of-thirty-two-chars!",
      links: { local: "http://localhost:3000" },
      log: silentLogger,
      audit: createAuditLog(database.db),
      passwordHashing: cheapPasswordHashing,
    });
    const app = createControlApp({
      db: database.db,
      log: silentLogger,
      config: config(),
      accounts,
      changes: { publish: async () => void (contentChanges += 1) },
      backups: configuredBackups(config(), openStorage(config()), database.snapshot!, silentLogger),
    });
    closeControl = await serveControl(app, controlSocketPath(dataDir));
  });
  afterAll(async () => {
    await closeControl();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is a socket only its owner may open", async () => {
    expect((await stat(controlSocketPath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it("answers the leads of a form as CSV", async () => {
    const answer = await askRunningSite(config(), "GET", "/leads.csv?form=lac_request_quote");
    expect(answer?.status).toBe(200);
    expect(answer?.body).toContain("ada@example.com");
    expect((await askRunningSite(config(), "GET", "/leads.csv?form=nope"))?.status).toBe(400);
  });

  it("imports the content and drops the rendered pages", async () => {
    const answer = await askRunningSite(config(), "POST", "/content/import");
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body ?? "{}")).toMatchObject({
      entities: expect.any(Number),
      rejected: 0,
      removed: { entities: 0, redirects: 0, documents: 0, galleryItems: 0 },
      keptGoneFromSeed: [],
    });
    expect(contentChanges).toBeGreaterThan(0);
  }, 120_000);

  it("lets `npm run leads:export` run while the site holds the database", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/leads-export.ts", "--form", "lac_request_quote"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    expect(stdout).toContain("ada@example.com");
  }, 60_000);

  it("lets `npm run admin:user` invite a member of staff while the site holds the database", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/admin-user.ts", "--email", "ed@example.com", "--role", "editor", "--name", "Ed Itor"],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    const link = /http:\/\/localhost:3000\/admin\/set-password\?token=([\w-]+)/.exec(stdout);
    expect(link).not.toBeNull();
    expect(await accounts.setPassword(link?.[1] ?? "", "a long enough passphrase")).toMatchObject({ ok: true });
    expect((await accounts.signIn("ed@example.com", "a long enough passphrase", new Headers())).ok).toBe(true);
    expect((await askRunningSite(config(), "POST", "/staff?email=ed%40example.com&role=editor"))?.status).toBe(409);

    const reset = await run(process.execPath, ["--import", "tsx", "scripts/admin-user.ts", "--email", "ed@example.com", "--reset"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    const resetToken = /set-password\?token=([\w-]+)/.exec(reset.stdout)?.[1] ?? "";
    expect(await accounts.setPassword(resetToken, "another long passphrase")).toMatchObject({ ok: true });
    expect((await accounts.signIn("ed@example.com", "another long passphrase", new Headers())).ok).toBe(true);
    expect((await askRunningSite(config(), "POST", "/staff/reset?email=nobody%40example.com"))?.status).toBe(404);
    expect((await askRunningSite(config(), "POST", "/staff?email=x%40example.com&role=owner"))?.status).toBe(400);
  }, 60_000);

  it("lets `npm run backup` back up while the site holds the database, and `npm run restore` refuse to write over it", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, STORAGE_DIR: path.join(dataDir, "storage"), DATABASE_URL: "" };
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/backup.ts"], { env });
    const name = /^Backup (backup-[\w-]+\.tar\.gz) written to (.+): [\d.]+ [KM]B, the database and \d+ files, in [\d.]+ s\.$/m.exec(stdout);
    expect(name?.[2]).toBe(path.join(dataDir, "backups"));
    const restore = run(process.execPath, ["--import", "tsx", "scripts/restore.ts", path.join(dataDir, "backups", name?.[1] ?? "")], {
      env,
    });
    await expect(restore).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`A site is running on ${dataDir}`) });
  }, 60_000);

  it("sends a site on PostgreSQL to PostgreSQL's own backups: `npm run backup` and `npm run restore` exit with code 2", async () => {
    const env = { ...process.env, DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" };
    await expect(run(process.execPath, ["--import", "tsx", "scripts/backup.ts"], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Use pg_dump"),
    });
    await expect(run(process.execPath, ["--import", "tsx", "scripts/restore.ts", "backup.tar.gz"], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("pg_restore"),
    });
  }, 60_000);

  it("refuses to start a second control socket on the same data directory", async () => {
    await expect(
      serveControl(
        createControlApp({ db: database.db, log: silentLogger, config: config(), accounts, changes: { publish: async () => {} } }),
        controlSocketPath(dataDir),
      ),
    ).rejects.toThrow("Another process answers");
  });

  it("answers null where no site runs, so the tool opens the database itself", async () => {
    expect(await askRunningSite(parseConfig({ DATA_DIR: path.join(dataDir, "elsewhere") }), "GET", "/leads.csv")).toBeNull();
  });
});
