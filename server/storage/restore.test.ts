import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../app/platform/file-store";
import { NotABackup } from "./backup-archive";
import { startTimeOf } from "./data-dir-lock";
import { pgliteFolder } from "./db";
import { RestoreRefused, type RestoreTarget, restoreBackup } from "./restore";

describe("npm run restore", () => {
  let folder: string;
  let archive: string;
  let running: ChildProcess;
  const target = async (name: string): Promise<RestoreTarget> => {
    const root = path.join(folder, name);
    await mkdir(root, { recursive: true });
    return {
      dataDir: path.join(root, "data"),
      files: localFileStore(path.join(root, "storage")),
      scratchDir: path.join(root, "storage", "uploads"),
    };
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "doors-restore-"));
    // Refused before it is read, so any file stands for the backup.
    archive = path.join(folder, "backup.tar.gz");
    await writeFile(archive, gzipSync("not a tar"));
    running = spawn("sleep", ["30"], { stdio: "ignore" });
  });
  afterAll(async () => {
    running.kill();
    await rm(folder, { recursive: true, force: true });
  });

  it("refuses a data directory a running site holds", async () => {
    const live = await target("live");
    await mkdir(live.dataDir, { recursive: true });
    await writeFile(path.join(live.dataDir, "pglite.pid"), `${running.pid} ${startTimeOf(running.pid!) ?? ""}`);
    await expect(restoreBackup(archive, live)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(archive, live)).rejects.toThrow(`is in use by process ${running.pid}`);
  });

  it("refuses a data directory that holds a database, and a store that holds files, writing nothing", async () => {
    const used = await target("used");
    await mkdir(pgliteFolder(used.dataDir), { recursive: true });
    await writeFile(path.join(pgliteFolder(used.dataDir), "PG_VERSION"), "18");
    await expect(restoreBackup(archive, used)).rejects.toThrow("holds a database already");
    expect(await readdir(pgliteFolder(used.dataDir))).toEqual(["PG_VERSION"]);

    const stocked = await target("stocked");
    await stocked.files.put("media/library/door.jpg", "a door");
    await expect(restoreBackup(archive, stocked)).rejects.toThrow("holds 1 files already");
    expect(await readdir(stocked.dataDir)).toEqual([]);
  });

  it("refuses a file that is no backup, and a missing one", async () => {
    const empty = await target("empty");
    await expect(restoreBackup(archive, empty)).rejects.toThrow(NotABackup);
    expect(await readdir(empty.dataDir)).toEqual([]);
    await expect(restoreBackup(path.join(folder, "nowhere.tar.gz"), empty)).rejects.toThrow("There is no backup at");
  });
});
