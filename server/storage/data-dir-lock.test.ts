import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir, startTimeOf } from "./data-dir-lock";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "doors-lock-"));

describe("the embedded database lock", () => {
  it("is taken by this process and released", () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "pglite.pid"), "utf8")).toMatch(new RegExp(`^${process.pid} \\d+$`));
    unlock();
    expect(existsSync(path.join(dir, "pglite.pid"))).toBe(false);
  });

  it("refuses a second live process, naming it", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(path.join(dir, "pglite.pid"), `${other.pid} ${startTimeOf(other.pid ?? 0) ?? ""}`);
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${other.pid}. Stop that process, or set DATA_DIR to another folder.`);
      // A lock file of an earlier release holds the pid alone.
      writeFileSync(path.join(dir, "pglite.pid"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("is not fooled by an unrelated live process that got the pid of the process that left the file", () => {
    const dir = tempDir();
    const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      const startTime = Number(startTimeOf(unrelated.pid ?? 0));
      writeFileSync(path.join(dir, "pglite.pid"), `${unrelated.pid} ${startTime - 1000}`);
      const unlock = lockDataDir(dir);
      expect(readFileSync(path.join(dir, "pglite.pid"), "utf8")).toMatch(new RegExp(`^${process.pid} `));
      unlock();
    } finally {
      unrelated.kill();
    }
  });

  it("takes over a lock left by a process that is gone", async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(path.join(dir, "pglite.pid"), String(gone.pid));
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "pglite.pid"), "utf8")).toMatch(new RegExp(`^${process.pid} `));
    unlock();
  });
});
