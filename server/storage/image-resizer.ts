/**
 * Image variants made in a child process of their own, one at a time (docs/decisions/0026): libvips
 * keeps what it allocated for resizing and encoding long after, and glibc seldom gives it back, so
 * a server that resized in its own process stayed near 1 GB after a burst of new variants. The
 * child ends after `idleMs` without work (or after `maxJobs`), and its memory goes with it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import type { ImageFormat } from "../../app/lib/media";

/** The original's bytes (from whichever store holds it: a folder or a bucket), and the variant asked for. */
export type ResizeJob = { name: string; source: Uint8Array; width: number; format: ImageFormat };

// The child's whole program: sharp with no cache and one thread, a job at a time. Bytes go both
// ways over the IPC channel (structured clone), so the server keeps the variant where it likes.
const CHILD = `
const sharp = require(process.argv[1]);
sharp.cache(false);
sharp.concurrency(1);
process.on("disconnect", () => process.exit(0));
process.on("message", async ({ id, source, width, format }) => {
  try {
    const variant = await sharp(Buffer.from(source.buffer, source.byteOffset, source.byteLength))
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, format === "avif" ? { quality: 50, effort: 3 } : { quality: 74, mozjpeg: true })
      .toBuffer();
    process.send({ id, variant });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Pending = { job: ResizeJob; resolve: (variant: Buffer) => void; reject: (error: Error) => void };

export type ImageResizerOptions = { idleMs?: number; maxJobs?: number };

export function createImageResizer({ idleMs = 15_000, maxJobs = 2_000 }: ImageResizerOptions = {}) {
  const sharpPath = createRequire(import.meta.url).resolve("sharp");
  const queue: Pending[] = [];
  let child: ChildProcess | null = null;
  let running: (Pending & { id: number; worker: ChildProcess }) | null = null;
  let jobsDone = 0;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  function stopChild() {
    const stopping = child;
    child = null;
    jobsDone = 0;
    if (stopping?.connected) stopping.disconnect();
  }

  function startChild(): ChildProcess {
    const started = spawn(process.execPath, ["-e", CHILD, sharpPath], {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      serialization: "advanced",
    });
    // Neither keeps this process alive: the server's socket does, and a test's process may end.
    started.unref();
    started.channel?.unref();
    started.on("message", (message: { id: number; variant?: Uint8Array; error?: string }) => {
      if (!running || message.id !== running.id) return;
      const done = running;
      running = null;
      jobsDone += 1;
      if (message.variant) done.resolve(Buffer.from(message.variant.buffer, message.variant.byteOffset, message.variant.byteLength));
      else done.reject(new Error(`resizing ${done.job.name} failed: ${message.error}`));
      if (jobsDone >= maxJobs) stopChild();
      next();
    });
    started.on("exit", () => {
      if (child === started) child = null;
      // A child that died under a job: that job fails, the queue goes on in a new one. A child
      // stopped when idle may end after its successor took a job: that job is not its own.
      if (running?.worker === started) {
        const lost = running;
        running = null;
        lost.reject(new Error(`the image resizer stopped while resizing ${lost.job.name}`));
        next();
      }
    });
    return started;
  }

  function next() {
    if (running) return;
    const pending = queue.shift();
    clearTimeout(idleTimer);
    if (!pending) {
      idleTimer = setTimeout(stopChild, idleMs);
      idleTimer.unref();
      return;
    }
    child ??= startChild();
    running = { ...pending, id: nextId++, worker: child };
    child.send({ id: running.id, ...pending.job });
  }

  return {
    /** The variant's bytes; jobs run one after another. */
    resize(job: ResizeJob): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        next();
      });
    },
    /** The child's process id while it runs (the memory bench reads its RSS). */
    pid: () => child?.pid ?? null,
    close() {
      clearTimeout(idleTimer);
      stopChild();
    },
  };
}

export type ImageResizer = ReturnType<typeof createImageResizer>;
