import { closeSync, fsyncSync, openSync } from "node:fs";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** What this file reaches of Emscripten's NODEFS: its stream operations and a node's path on the host. */
type HostStream = { nfd?: number; node: unknown };
type EmscriptenNodeFs = {
  stream_ops: { fsync?: (stream: HostStream) => number };
  realPath: (node: unknown) => string;
};

type Options = Parameters<NodeFS["init"]>[1];

/**
 * PGlite's NodeFS, whose fsync reaches the disk (docs/decisions/0034). Emscripten's NODEFS has no
 * fsync: PostgreSQL's fsync() of a WAL segment, a data file or a folder answered success and did
 * nothing, so `fsync = on` alone still left acknowledged commits in the page cache only (strace
 * showed no fsync at all). fdatasync() is a no-op of Emscripten's too, so the database runs with
 * `wal_sync_method = fsync` (server/storage/db.ts). Folders have no host descriptor in NODEFS: they are
 * opened here for the call.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    /** The host's fsync; a test counts the calls through it. */
    private readonly sync: (descriptor: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: Parameters<NodeFS["init"]>[0], options: Options) {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveFsync = (module: { NODEFS: unknown }) => {
      const nodefs = module.NODEFS as EmscriptenNodeFs;
      nodefs.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) {
          this.sync(stream.nfd);
          return 0;
        }
        const descriptor = openSync(nodefs.realPath(stream.node), "r");
        try {
          this.sync(descriptor);
        } finally {
          closeSync(descriptor);
        }
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveFsync] } };
  }
}
