import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildState } from "../../scripts/build-freshness.mjs";

/** A server process of the site (tests/support/site-process.mjs). */
export type Instance = {
  origin: string;
  pid: number;
  /** Runs one of the process's commands (publish, invite, memory) and answers its value. */
  ask: <T = unknown>(command: string, args?: object) => Promise<T>;
  /** Sends `signal` and resolves with the exit code once the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  /** The end of what the process wrote to stderr, for a failure's message. */
  log: () => string;
  /** Resident memory now and at its peak, in bytes (Linux /proc). */
  memory: () => { rss: number; peak: number };
};

/**
 * The production build when a fresh one is there (`npm test` builds before the site tests), so
 * an instance starts in seconds as `npm start` does; otherwise the server graph through Vite.
 */
export function freshBuild(): string | undefined {
  return buildState(process.cwd(), path.resolve("build")) === "fresh" ? path.resolve("build") : undefined;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export async function startInstance(
  port: number,
  env: Record<string, string>,
  { timeoutMs = 240_000, build = freshBuild() }: { timeoutMs?: number; build?: string } = {},
): Promise<Instance> {
  const child = fork(path.resolve("tests/support/site-process.mjs"), [], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", ...(build ? { SITE_PROCESS_BUILD: build } : {}) },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-6000)));
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on ${port} not ready in ${timeoutMs} ms:\n${stderr}`)), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`instance on ${port} stopped with ${code}:\n${stderr}`));
    });
    child.on("message", (message: { ready?: boolean; id?: number; ok?: boolean; value?: unknown; error?: string }) => {
      if (message.ready) {
        clearTimeout(timer);
        resolve();
      } else if (message.id !== undefined) {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.ok) waiting?.resolve(message.value);
        else waiting?.reject(new Error(message.error));
      }
    });
  });
  await ready;
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    ask: <T>(command: string, args: object = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command, args });
      }),
    stop: (signal = "SIGTERM") => {
      const exited = exitOf(child);
      child.kill(signal);
      return exited;
    },
    log: () => stderr,
    memory: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
      return { rss: kib("VmRSS"), peak: kib("VmHWM") };
    },
  };
}
