import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COULD_NOT_START, FIRST_DELAY_MS, MAX_DELAY_MS, STABLE_AFTER_MS, afterExit } from "./restart-policy.mjs";

describe("the restart policy of npm start", () => {
  it("restarts a crashed server after a delay that doubles up to a ceiling", () => {
    let previousDelayMs = 0;
    const delays: number[] = [];
    for (let crash = 0; crash < 8; crash += 1) {
      const next = afterExit({ code: 1, ranMs: 100, previousDelayMs, stopping: false });
      expect(next.restart).toBe(true);
      if (next.restart) previousDelayMs = next.delayMs;
      delays.push(previousDelayMs);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, MAX_DELAY_MS, MAX_DELAY_MS, MAX_DELAY_MS]);
  });

  it("starts again from the first delay after a server that ran stably", () => {
    expect(afterExit({ code: null, ranMs: STABLE_AFTER_MS, previousDelayMs: MAX_DELAY_MS, stopping: false })).toEqual({
      restart: true,
      delayMs: FIRST_DELAY_MS,
    });
  });

  it("does not restart a server that could not start, that ended cleanly or that was asked to stop", () => {
    expect(afterExit({ code: COULD_NOT_START, ranMs: 10, previousDelayMs: 0, stopping: false })).toEqual({
      restart: false,
      exitCode: COULD_NOT_START,
    });
    expect(afterExit({ code: 0, ranMs: 10, previousDelayMs: 0, stopping: false })).toEqual({ restart: false, exitCode: 0 });
    expect(afterExit({ code: null, ranMs: 10, previousDelayMs: 0, stopping: true })).toEqual({ restart: false, exitCode: 0 });
  });
});

/** Runs scripts/start.mjs around a stand-in server whose every start is counted in a file. */
function supervise(standIn: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "doors-supervisor-"));
  const script = path.join(dir, "server.mjs");
  const starts = path.join(dir, "starts");
  writeFileSync(starts, "");
  writeFileSync(script, `import { appendFileSync } from "node:fs";\nappendFileSync(${JSON.stringify(starts)}, "start\\n");\n${standIn}`);
  const supervisor = spawn(process.execPath, [path.resolve("scripts/start.mjs")], {
    env: { ...process.env, SUPERVISED_SCRIPT: script },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  supervisor.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => supervisor.on("exit", (code) => resolve(code)));
  const startCount = () => readFileSync(starts, "utf8").split("\n").filter(Boolean).length;
  return { supervisor, exited, startCount, stderr: () => stderr };
}

async function until(condition: () => boolean, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("npm start's supervisor", () => {
  it("starts a server that crashed again, says so, and stops it on SIGTERM", async () => {
    // The first start crashes at once; the second keeps running.
    const run = supervise(
      `import { readFileSync } from "node:fs";\nif (readFileSync(process.argv[1].replace("server.mjs", "starts"), "utf8").split("\\n").filter(Boolean).length === 1) throw new Error("boom");\nsetInterval(() => {}, 1000);`,
    );
    await until(() => run.startCount() === 2);
    expect(run.stderr()).toContain("the server stopped unexpectedly; starting it again");
    run.supervisor.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    expect(run.startCount()).toBe(2);
  });

  it("gives up at once, with the same code, on a server that could not start", async () => {
    const run = supervise(`process.exit(${COULD_NOT_START});`);
    expect(await run.exited).toBe(COULD_NOT_START);
    expect(run.startCount()).toBe(1);
    expect(run.stderr()).not.toContain("starting it again");
  });
});
