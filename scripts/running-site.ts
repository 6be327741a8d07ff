// The command-line tools and a running site: the embedded database is open in one process only, so
// while the site runs they ask it over its control socket (server/control.ts).
import { existsSync } from "node:fs";
import { request } from "node:http";
import type { Config } from "../server/config";
import { controlSocketPath } from "../server/process/control-socket";
import type { Database } from "../server/storage/db";

export type ControlAnswer = { status: number; body: string };

/** Asks the site running on this data directory, or answers null when none runs. */
export function askRunningSite(config: Config, method: "GET" | "POST", path: string): Promise<ControlAnswer | null> {
  const socketPath = controlSocketPath(config.DATA_DIR);
  if (config.DATABASE_URL || !existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const outgoing = request({ socketPath, method, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 500, body: Buffer.concat(chunks).toString("utf8") }));
    });
    // A socket file left by a site that crashed: nobody answers, so the database is free.
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      ["ECONNREFUSED", "ENOTSOCK", "ENOENT"].includes(error.code ?? "") ? resolve(null) : reject(error),
    );
    outgoing.end();
  });
}

/**
 * Opens the configured database, or ends the process with one sentence saying why it cannot. The
 * database's modules load here, so a tool that asks the running site starts without them.
 */
export async function openForTool(config: Config, tool: string): Promise<Database> {
  try {
    const { openDatabase } = await import("../server/storage/db");
    return await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`${tool} could not open the database: ${reason}`);
    process.exit(1);
  }
}
