// Cold start: from process start to the first 200 of the home page, on the database a previous start left.
import type { BenchOptions } from "./options";
import { startServer } from "./server";
import { median } from "./stats";

export async function measureColdStart(options: BenchOptions): Promise<{ runsMs: number[]; medianMs: number }> {
  const runsMs: number[] = [];
  for (let run = 0; run < options.coldRuns; run += 1) {
    const server = await startServer(options, { fresh: false, readyPath: "/" });
    runsMs.push(server.readyMs);
    await server.stop();
  }
  return { runsMs, medianMs: median(runsMs) };
}
