import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../app/platform/app-env";

/** Why a body was not taken: larger than its route allows, too slow, too many at once from one address, or cut off. */
export type BodyRefusal = "too_large" | "timed_out" | "too_many" | "cut_off";

export type BodyArrivalOptions = {
  /** The largest body the route takes, in bytes. */
  limitFor: (pathname: string) => number;
  /** Uploads that count and store their own body as it streams: watched for silence rather than read here. */
  streamsItsBody: (c: Context<AppEnv>) => boolean;
  /** How long a whole body may take to arrive; for a streamed upload, the longest silence between two chunks. */
  timeoutMs: number;
  /** Bodies one address may be sending at once. */
  perAddress: number;
  addressOf: (c: Context<AppEnv>) => string;
  refuse: (c: Context<AppEnv>, refusal: BodyRefusal) => Response | Promise<Response>;
};

/**
 * Bodies before places (ARCHITECTURE.md, "Non-negotiables"): a request's body is read whole, within
 * `timeoutMs` and its route's limit, before anything after this middleware runs, so a render place,
 * a database connection or a lock is only ever held for a request that has fully arrived. Eight
 * clients sending a byte now and then used to hold every render place for minutes.
 *
 * Uploads (lead photos, the libraries' files) may take minutes on a slow phone and are streamed to
 * disk by their own parsers, which hold nothing shared while they read: they end with 408 once no
 * byte has come for `timeoutMs`. Every body, read here or streamed, counts against its address's
 * `perAddress` while it arrives.
 */
export function bodiesBeforePlaces(options: BodyArrivalOptions): MiddlewareHandler<AppEnv> {
  const arriving = new Map<string, number>();
  const leave = (address: string) => {
    const left = (arriving.get(address) ?? 1) - 1;
    if (left > 0) arriving.set(address, left);
    else arriving.delete(address);
  };

  /** The route's answer to a refusal, with what the client should know: the rest of the body is not awaited, and when to come back. */
  const refused = async (c: Context<AppEnv>, refusal: BodyRefusal) => {
    const answer = await options.refuse(c, refusal);
    if (refusal !== "too_large") answer.headers.set("Connection", "close");
    if (refusal === "too_many") answer.headers.set("Retry-After", String(Math.ceil(options.timeoutMs / 1000)));
    return answer;
  };

  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const streamed = options.streamsItsBody(c);
    if (!streamed && Number(c.req.header("content-length") ?? 0) > options.limitFor(c.req.path)) return refused(c, "too_large");

    const address = options.addressOf(c);
    const count = (arriving.get(address) ?? 0) + 1;
    if (count > options.perAddress) return refused(c, "too_many");
    arriving.set(address, count);

    if (streamed) {
      let silent = false;
      const watched = endsAfterSilence(body, options.timeoutMs, () => (silent = true));
      c.req.raw = new Request(c.req.raw, { body: watched, duplex: "half" } as RequestInit);
      try {
        await next();
      } finally {
        leave(address);
      }
      // The upload's parser answered the broken body as it answers one cut off; the visitor's side is slowness.
      if (silent) c.res = await refused(c, "timed_out");
      return;
    }

    let arrived: Uint8Array<ArrayBuffer> | BodyRefusal;
    try {
      arrived = await readWithin(body, options.limitFor(c.req.path), options.timeoutMs);
    } finally {
      leave(address);
    }
    if (typeof arrived === "string") return refused(c, arrived);
    c.req.raw = new Request(c.req.raw, { body: arrived });
    return next();
  };
}

/** The whole body, or why not: past `limit` bytes, not all there after `timeoutMs`, or cut off by the client. */
export async function readWithin(
  body: ReadableStream<Uint8Array>,
  limit: number,
  timeoutMs: number,
): Promise<Uint8Array<ArrayBuffer> | BodyRefusal> {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timed_out">((resolve) => {
    timer = setTimeout(() => resolve("timed_out"), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      // A read left waiting at the deadline settles when the server drops the connection; the race has handled it.
      const read = await Promise.race([reader.read(), deadline]);
      if (read === "timed_out") return read;
      if (read.done) return Buffer.concat(chunks, size);
      size += read.value.byteLength;
      if (size > limit) return "too_large";
      chunks.push(read.value);
    }
  } catch {
    return "cut_off";
  } finally {
    clearTimeout(timer);
  }
}

/** `body` passed on chunk by chunk, failing once no chunk has come for `silenceMs`. */
export function endsAfterSilence(body: ReadableStream<Uint8Array>, silenceMs: number, onSilence: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  // Set once the stream has ended by silence, or was cancelled by its reader (a parser refusing the
  // body): a read still waiting then settles later, into nothing, as a closed controller takes no more.
  let ended = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      return new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          ended = true;
          onSilence();
          controller.error(new Error(`no part of the body arrived for ${silenceMs} ms`));
          resolve();
        }, silenceMs);
        reader.read().then(
          (read) => {
            clearTimeout(timer);
            if (!ended) {
              if (read.done) controller.close();
              else controller.enqueue(read.value);
            }
            resolve();
          },
          (error: unknown) => {
            clearTimeout(timer);
            if (!ended) controller.error(error);
            resolve();
          },
        );
      });
    },
    cancel(reason) {
      ended = true;
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}
