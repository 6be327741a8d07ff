import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database may be opened by one process only: a second one would corrupt it. Takes
 * `dataDir/pglite.pid` for this process, or throws naming the process that holds it. A file left by
 * a process that is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.pid");
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(file, "utf8"), 10);
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder}. Stop that process, or set DATA_DIR to another folder.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
