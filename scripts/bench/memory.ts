// Memory of the production server: RSS at rest, while and after it makes image variants nobody
// asked for before, and while and after it renders distinct pages (issue 22: steady under 500 MB
// after 1,000 variants and 10,000 pages). Sampled from /proc every 200 ms; "steady" is the RSS
// once the server has been idle for `settleMs` (the image resizer's child ends after 15 s idle).
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { imageFormats, imageWidths } from "../../app/lib/media";
import type { BenchOptions } from "./options";
import { startServer } from "./server";

export type MemoryPhase = {
  name: string;
  requests: number;
  failed: number;
  seconds: number;
  /** MB: the server process alone, and with its image resizer child while it runs. */
  peakServerMb: number;
  peakWithChildrenMb: number;
  steadyServerMb: number;
  steadyWithChildrenMb: number;
};
export type MemoryResult = { idleMb: number; phases: MemoryPhase[]; settleMs: number; concurrency: number };

const MB = 1024 * 1024;
const PAGE_SIZE = 4096;

function rssOf(pid: number): number {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
    return (pages * PAGE_SIZE) / MB;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The server process under scripts/start.mjs's supervisor: its child running scripts/serve.mjs. */
function serverPid(supervisor: number): number {
  const [child] = childrenOf(supervisor);
  if (child === undefined) throw new Error("the supervisor has no server process");
  return child;
}

function sample(server: number): { server: number; withChildren: number } {
  const own = rssOf(server);
  return { server: own, withChildren: own + childrenOf(server).reduce((sum, child) => sum + rssOf(child), 0) };
}

/** Runs `urls` with `concurrency` at once, sampling RSS meanwhile; then waits `settleMs` idle. */
async function phase(
  name: string,
  origin: string,
  urls: string[],
  concurrency: number,
  server: number,
  settleMs: number,
): Promise<MemoryPhase> {
  let peakServer = 0;
  let peakAll = 0;
  const timer = setInterval(() => {
    const now = sample(server);
    peakServer = Math.max(peakServer, now.server);
    peakAll = Math.max(peakAll, now.withChildren);
  }, 200);
  const started = performance.now();
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        const response = await fetch(`${origin}${url}`).catch(() => null);
        if (!response?.ok) failed += 1;
        await response?.arrayBuffer().catch(() => undefined);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  clearInterval(timer);
  const steady = sample(server);
  return {
    name,
    requests: urls.length,
    failed,
    seconds,
    peakServerMb: peakServer,
    peakWithChildrenMb: peakAll,
    steadyServerMb: steady.server,
    steadyWithChildrenMb: steady.withChildren,
  };
}

/** Every image of the storage folder's media that the server resizes. */
function images(storageDir: string): string[] {
  const root = path.join(storageDir, "media");
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.(jpe?g|png|webp)$/i.test(file))
    .map((file) => `/media/${file.split(path.sep).map(encodeURIComponent).join("/")}`)
    .sort();
}

export async function measureMemory(
  options: BenchOptions & { concurrency?: number; settleMs?: number },
  log: (line: string) => void,
): Promise<MemoryResult> {
  const concurrency = options.concurrency ?? 8;
  const settleMs = options.settleMs ?? 25_000;
  // Every variant is made afresh: the cache of made variants goes first.
  rmSync(path.join(options.dataDir, "media-cache"), { recursive: true, force: true });
  const running = await startServer(options, { fresh: !existsSync(options.dataDir), readyPath: "/" });
  try {
    const server = serverPid(running.pid);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleMb = sample(server).server;
    log(`memory: idle ${idleMb.toFixed(0)} MB`);
    const variantUrls = images(options.storageDir)
      .flatMap((image) => imageWidths.flatMap((width) => imageFormats.map((format) => `${image}?w=${width}&f=${format}`)))
      .slice(0, options.variants);
    const phases: MemoryPhase[] = [];
    const variants = await phase(`${variantUrls.length} image variants`, running.origin, variantUrls, concurrency, server, settleMs);
    phases.push(variants);
    log(`memory: ${variants.name}: peak ${variants.peakWithChildrenMb.toFixed(0)} MB, steady ${variants.steadyServerMb.toFixed(0)} MB`);
    const pageUrls = Array.from({ length: options.distinctPages }, (_, index) => `/search/door-${index}`);
    const pages = await phase(`${pageUrls.length} distinct pages`, running.origin, pageUrls, concurrency, server, settleMs);
    phases.push(pages);
    log(`memory: ${pages.name}: peak ${pages.peakServerMb.toFixed(0)} MB, steady ${pages.steadyServerMb.toFixed(0)} MB`);
    return { idleMb, phases, settleMs, concurrency };
  } finally {
    await running.stop();
  }
}
