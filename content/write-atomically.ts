import { rename, writeFile } from "node:fs/promises";

/** Writes beside the target and renames, so parallel test workers sharing storage never read half a file. */
export async function writeAtomically(target: string, content: Buffer | string): Promise<void> {
  const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, target);
}
