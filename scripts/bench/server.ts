// Builds the production bundle and runs the production server (scripts/start.mjs) as a visitor meets it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { BenchOptions } from "./options";

export type RunningServer = {
  origin: string;
  /** The supervisor's (scripts/start.mjs); the server is its child. */
  pid: number;
  /** From process start to the first 200 of `readyPath`. */ readyMs: number;
  stop: () => Promise<void>;
};

/** `checkout`: another working tree of the project (an earlier commit, to compare), built and served from there. */
export function build(options: BenchOptions, checkout?: string) {
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: checkout,
    env: { ...process.env, BUILD_DIR: options.buildDir },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`The production build failed:\n${result.stdout}\n${result.stderr}`);
}

export function serverEnv(options: BenchOptions): NodeJS.ProcessEnv {
  const origin = `http://127.0.0.1:${options.port}`;
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    BUILD_DIR: options.buildDir,
    DATA_DIR: options.dataDir,
    STORAGE_DIR: options.storageDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    // The load runs come from one address: the per-IP API limit would measure itself.
    SEARCH_RATE_LIMIT: "100000",
  };
}

async function status(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts the server and waits for `readyPath` to answer 200. `fresh` starts from an empty
 * database (migrations and demo content import); otherwise it reopens the existing one. `env`
 * adds to the server's environment (a `DATABASE_URL`).
 */
export async function startServer(
  options: BenchOptions,
  { fresh, readyPath = "/", checkout, env = {} }: { fresh: boolean; readyPath?: string; checkout?: string; env?: NodeJS.ProcessEnv },
): Promise<RunningServer> {
  if (fresh) rmSync(options.dataDir, { recursive: true, force: true });
  const origin = `http://127.0.0.1:${options.port}`;
  // A server an interrupted run left on the port would answer for this one, with its own build and database.
  if ((await status(`${origin}${readyPath}`)) !== undefined)
    throw new Error(`Something already answers on ${origin}: stop it, or set BENCH_PORT to a free port.`);
  const started = performance.now();
  // Request logs go where production sends them, a pipe nobody waits on, so their cost is counted.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: checkout,
    env: { ...serverEnv(options), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = async () => {
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited(child);
    clearTimeout(killer);
  };

  const deadline = started + (fresh ? 300_000 : 60_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped with code ${child.exitCode}:\n${stderr}`);
    if ((await status(`${origin}${readyPath}`)) === 200) return { origin, pid: child.pid ?? 0, readyMs: performance.now() - started, stop };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error(`The server did not answer 200 on ${readyPath} in time:\n${stderr}`);
}
