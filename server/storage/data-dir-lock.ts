import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null where
 * there is no /proc. A pid can be reused by an unrelated process; pid and start time together cannot.
 */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

type Holder = { pid: number; startTime: string | null };

/** "pid startTime"; a file written before start times were recorded holds the pid alone. */
function readHolder(file: string): Holder | null {
  try {
    const [pid, startTime] = readFileSync(file, "utf8").trim().split(" ");
    const parsed = Number.parseInt(pid ?? "", 10);
    return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed, startTime: startTime ?? null } : null;
  } catch {
    return null;
  }
}

function holds({ pid, startTime }: Holder): boolean {
  if (pid === process.pid || !isRunning(pid)) return false;
  const actual = startTimeOf(pid);
  // A live process with another start time only reuses the pid of the one that wrote the file.
  return startTime === null || actual === null || actual === startTime;
}

/**
 * The embedded database may be opened by one process only: a second one would corrupt it. Takes
 * `dataDir/pglite.pid` for this process, or throws naming the process that holds it. A file left by
 * a process that is gone, or whose pid now belongs to another process, is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.pid");
  const mine = `${process.pid} ${startTimeOf(process.pid) ?? ""}`.trim();
  try {
    writeFileSync(file, mine, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = readHolder(file);
    if (holder && holds(holder)) {
      throw new Error(
        `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder.pid}. Stop that process, or set DATA_DIR to another folder.`,
      );
    }
    // Replaced whole, so no other process ever reads a half-written file.
    const next = `${file}.${process.pid}`;
    writeFileSync(next, mine);
    renameSync(next, file);
  }
  return () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
