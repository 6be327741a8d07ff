/**
 * A cached page with a fresh CSP nonce in every answer, also kept gzip- and brotli-compressed
 * (docs/decisions/0025-cached-pages-without-the-stack.md). Each form is a list of segments that
 * never change; an answer is the segments with the nonce between them (`chunksOf`).
 *
 * The compressed forms come from one compressor run over the page with a placeholder in each
 * nonce's place, flushed before and after it; the placeholder's output is then dropped and the
 * nonce goes in as an uncompressed block (a deflate stored block, a brotli uncompressed
 * meta-block) that each answer fills in. The placeholders are control characters that HTML never
 * holds, so nothing after them can copy from them, and they end in "==" like every nonce, so
 * brotli's literal context after them is the same. Each form is checked once by decompressing it
 * with a stand-in nonce of DEL bytes: if any byte came from inside a nonce the form is dropped.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

export const NONCE_LENGTH = 24;
const NONCE = /^[A-Za-z0-9+/]{22}==$/;
// Bytes that never appear in a rendered page: C0 controls other than tab, line feed and return.
const PLACEHOLDER_BYTES = [1, 2, 3, 4, 5, 6, 7, 8, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31];
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const FOREIGN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CHECK_NONCE = `${"\u007f".repeat(NONCE_LENGTH - 2)}==`;

export type Encoding = "br" | "gzip";

/**
 * One form of the page: `segments[i]`, the nonce framed, `segments[i + 1]`, …; then `trailer` for
 * gzip. `pieces` is the same laid out for answers, worked out once (see `chunksOf`); `held` counts
 * the segments and the runs copied into pieces.
 */
export type Form = { segments: Buffer[]; length: number; held: number; pieces: Piece[]; trailer?: (nonce: string) => Buffer };

/**
 * A stretch of an answer: bytes every answer shares as they are (`nonceAt` empty), or a short run
 * of segments and framed nonces that each answer copies and writes its nonce into at `nonceAt`.
 */
type Piece = { bytes: Buffer; nonceAt: number[] };

export type SplicedPage = {
  /** The page as rendered (UTF-8), split at its render's nonce. */
  identity: Form;
  /** Compressed forms, once made (`compressPage`); absent for a page they cannot be made of. */
  gzip?: Form;
  br?: Form;
  /** Bytes held, for the cache's budget. */
  bytes: number;
};

const sum = (buffers: readonly Buffer[]) => buffers.reduce((total, buffer) => total + buffer.length, 0);
const ascii = (nonce: string) => Buffer.from(nonce, "latin1");

// Segments this long go out as they are, shared by every answer; shorter runs are copied together.
const SHARED_SEGMENT = 4096;

/**
 * The pieces of a form: each long segment alone, and the short runs between them, nonces
 * included, joined into one template each. A frame ends with its nonce (after a header that does
 * not depend on it), so the template holds the frame made with a stand-in nonce.
 */
function piecesOf(segments: Buffer[], framed: Buffer): Piece[] {
  const nonceOffset = framed.length - NONCE_LENGTH;
  const pieces: Piece[] = [];
  let run: Buffer[] = [];
  let nonceAt: number[] = [];
  let runLength = 0;
  const endRun = () => {
    if (run.length > 0) pieces.push({ bytes: run.length === 1 ? (run[0] as Buffer) : Buffer.concat(run, runLength), nonceAt });
    run = [];
    nonceAt = [];
    runLength = 0;
  };
  const add = (bytes: Buffer, nonce: boolean) => {
    if (nonce) nonceAt.push(runLength + nonceOffset);
    run.push(bytes);
    runLength += bytes.length;
  };
  segments.forEach((segment, index) => {
    if (index > 0) add(framed, true);
    if (segment.length < SHARED_SEGMENT) return add(segment, false);
    endRun();
    pieces.push({ bytes: segment, nonceAt: [] });
  });
  endRun();
  return pieces;
}

function formOf(segments: Buffer[], frame: (nonce: string) => Buffer, trailer?: (nonce: string) => Buffer): Form {
  const framed = frame(CHECK_NONCE);
  const pieces = piecesOf(segments, framed);
  const copied = sum(pieces.filter((piece) => piece.nonceAt.length > 0).map((piece) => piece.bytes));
  const length = sum(segments) + (segments.length - 1) * framed.length;
  return { segments, length, held: sum(segments) + copied, pieces, ...(trailer ? { trailer } : {}) };
}

/** The page's text split at its render's nonce; `parts.length - 1` nonces go between. */
export function splicedPage(parts: readonly string[]): SplicedPage {
  const identity = formOf(
    parts.map((part) => Buffer.from(part, "utf8")),
    ascii,
  );
  return { identity, bytes: identity.held };
}

/**
 * One answer as a few buffers for one corked write: the long segments themselves (never
 * changed, so answers under way can share them) and, for each short run between them, a copy of
 * its template with the nonce written in. Copying a whole 100 KB page for every answer cost more
 * than the rest of the fast path; joining the runs afresh for each answer allocated a fifth of
 * what an answer allocates (docs/decisions/0025).
 */
export function chunksOf(form: Form, nonce: string): Buffer[] {
  const chunks: Buffer[] = [];
  for (const { bytes, nonceAt } of form.pieces) {
    if (nonceAt.length === 0) {
      chunks.push(bytes);
      continue;
    }
    const copy = Buffer.allocUnsafe(bytes.length);
    bytes.copy(copy);
    for (const at of nonceAt) copy.write(nonce, at, NONCE_LENGTH, "latin1");
    chunks.push(copy);
  }
  if (form.trailer) chunks.push(form.trailer(nonce));
  return chunks;
}

/** One answer's body: the form with `nonce` in each of its places. */
export function bodyOf(form: Form, nonce: string): Buffer {
  const chunks = chunksOf(form, nonce);
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, lengthOf(form));
}

/** The byte length of one answer of `form`. */
export const lengthOf = (form: Form) => form.length + (form.trailer ? 8 : 0);

/** Whether `nonce` can go into a compressed form (every nonce of security.ts can). */
export const splicable = (nonce: string) => NONCE.test(nonce);

// --- CRC-32 of a page with its nonce, without reading the page again (zlib's crc32_combine) ---

const POLY = 0xedb88320;
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if ((a & m) >>> 0 !== 0) {
      p = (p ^ b) >>> 0;
      if ((a & (m - 1)) >>> 0 === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? ((b >>> 1) ^ POLY) >>> 0 : b >>> 1;
  }
  return p >>> 0;
}
const X2N: number[] = [0x40000000];
for (let n = 1; n < 32; n += 1) X2N.push(multModP(X2N[n - 1] as number, X2N[n - 1] as number));
/** x^(8·bytes) mod P: the operator that moves a CRC past `bytes` bytes. */
function shiftFor(bytes: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k += 1) if (n % 2 === 1) p = multModP(X2N[k & 31] as number, p);
  return p;
}
const combine = (crc1: number, shift: number, crc2: number) => (multModP(shift, crc1) ^ crc2) >>> 0;

// --- the compressed forms ---

type Compressor = zlib.Gzip | zlib.BrotliCompress;

/** Runs `pieces` through `stream`, flushing after each but the last, then ends it; resolves to each piece's output. */
function compressPieces(stream: Compressor, pieces: Buffer[], flush: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const outputs: Buffer[] = [];
    let pending: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => pending.push(chunk));
    stream.on("error", reject);
    const take = () => {
      outputs.push(Buffer.concat(pending));
      pending = [];
    };
    const next = (index: number) => {
      const piece = pieces[index] as Buffer;
      if (index === pieces.length - 1) {
        stream.on("end", () => {
          take();
          resolve(outputs);
        });
        stream.end(piece);
        return;
      }
      stream.write(piece);
      // The flush's output is pushed before its callback runs; setImmediate lets 'data' deliver it.
      stream.flush(flush, () =>
        setImmediate(() => {
          take();
          next(index + 1);
        }),
      );
    };
    next(0);
  });
}

/**
 * A sequence of control bytes in which no two neighbours appear twice (a de Bruijn sequence of
 * order 2): placeholders cut from it share no pair of bytes, so a compressor finds no match in them.
 */
const PLACEHOLDER_SOURCE = (() => {
  const k = PLACEHOLDER_BYTES.length;
  const a = Array<number>(2 * k).fill(0);
  const sequence: number[] = [];
  const db = (t: number, p: number) => {
    if (t > 2) {
      if (2 % p === 0) sequence.push(...a.slice(1, p + 1));
      return;
    }
    a[t] = a[t - p] as number;
    db(t + 1, p);
    for (let j = (a[t - p] as number) + 1; j < k; j += 1) {
      a[t] = j;
      db(t + 1, t);
    }
  };
  db(1, 1);
  return Buffer.from(sequence.map((index) => PLACEHOLDER_BYTES[index] as number));
})();

/** A placeholder of 22 control bytes and "==", a different one for each of a page's nonces. */
function placeholders(count: number): Buffer[] {
  const width = NONCE_LENGTH - 2;
  const fits = Math.floor(PLACEHOLDER_SOURCE.length / width);
  return Array.from({ length: count }, (_, index) => {
    const at = (index % fits) * width;
    return Buffer.concat([PLACEHOLDER_SOURCE.subarray(at, at + width), Buffer.from("==")]);
  });
}

/** The page with placeholders: text pieces at even indexes, placeholders at odd ones. */
function interleave(segments: Buffer[]): Buffer[] {
  const holders = placeholders(segments.length - 1);
  return segments.flatMap((segment, index) => (index < holders.length ? [segment, holders[index] as Buffer] : [segment]));
}

/** A deflate stored block of one nonce; the output before it ends on a byte boundary (a sync flush). */
function storedBlock(nonce: string): Buffer {
  const block = Buffer.alloc(5 + NONCE_LENGTH);
  block.writeUInt16LE(NONCE_LENGTH, 1);
  block.writeUInt16LE(~NONCE_LENGTH & 0xffff, 3);
  block.write(nonce, 5, "latin1");
  return block;
}

/** A brotli uncompressed meta-block of one nonce (RFC 7932 §9.2): ISLAST 0, 4 nibbles of MLEN−1, ISUNCOMPRESSED 1. */
function uncompressedMetaBlock(nonce: string): Buffer {
  const header = ((NONCE_LENGTH - 1) << 3) | (1 << 19);
  const block = Buffer.alloc(3 + NONCE_LENGTH);
  block.writeUIntLE(header, 0, 3);
  block.write(nonce, 3, "latin1");
  return block;
}

async function gzipForm(segments: Buffer[]): Promise<Form> {
  const outputs = await compressPieces(zlib.createGzip({ level: 9 }), interleave(segments), zlib.constants.Z_SYNC_FLUSH);
  // The gzip trailer of the whole stream is replaced by one computed for each answer's nonce.
  const kept = outputs.filter((_, index) => index % 2 === 0);
  const last = kept.length - 1;
  kept[last] = (kept[last] as Buffer).subarray(0, (kept[last] as Buffer).length - 8);
  const crcs = segments.map((segment) => zlib.crc32(segment));
  const shifts = segments.map((segment) => shiftFor(segment.length));
  const nonceShift = shiftFor(NONCE_LENGTH);
  const size = sum(segments) + (segments.length - 1) * NONCE_LENGTH;
  return formOf(kept, storedBlock, (nonce) => {
    const nonceCrc = zlib.crc32(nonce);
    let crc = crcs[0] as number;
    for (let index = 1; index < segments.length; index += 1) {
      crc = combine(crc, nonceShift, nonceCrc);
      crc = combine(crc, shifts[index] as number, crcs[index] as number);
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    return trailer;
  });
}

async function brotliForm(segments: Buffer[], quality: number): Promise<Form> {
  const stream = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      // A 256 KB window: pages are smaller, and the encoder's memory follows the window (4 MB by default).
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sum(segments),
    },
  });
  const outputs = await compressPieces(stream, interleave(segments), zlib.constants.BROTLI_OPERATION_FLUSH);
  const kept = outputs.filter((_, index) => index % 2 === 0);
  return formOf(kept, uncompressedMetaBlock);
}

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

/** True when the form decompresses to the page with the stand-in nonce: no byte was taken from a nonce. */
async function faithful(form: Form, encoding: Encoding, page: SplicedPage): Promise<boolean> {
  try {
    const body = bodyOf(form, CHECK_NONCE);
    const plain = encoding === "gzip" ? await gunzip(body) : await brotliDecompress(body);
    return plain.equals(bodyOf(page.identity, CHECK_NONCE));
  } catch {
    return false;
  }
}

export type CompressOptions = { brotliQuality?: number };

/**
 * Adds the gzip and brotli forms to `page`, off the main thread (zlib's thread pool); a page
 * with one nonce place or none is compressed whole. Leaves out a form that fails its check.
 */
export async function compressPage(page: SplicedPage, { brotliQuality = 9 }: CompressOptions = {}): Promise<void> {
  const { segments } = page.identity;
  if (segments.some((segment) => FOREIGN.test(segment.toString("latin1")))) return;
  const [gzip, br] = await Promise.all([gzipForm(segments), brotliForm(segments, brotliQuality)]);
  if (segments.length > 1 ? await faithful(gzip, "gzip", page) : true) page.gzip = gzip;
  if (segments.length > 1 ? await faithful(br, "br", page) : true) page.br = br;
  page.bytes = page.identity.held + (page.gzip?.held ?? 0) + (page.br?.held ?? 0);
}

/**
 * The encoding to answer with: brotli or gzip when the request accepts it (q > 0) and the page
 * has that form, brotli first; null for the page as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, page: SplicedPage): Encoding | null {
  if (!acceptEncoding || (!page.br && !page.gzip)) return null;
  let br = false;
  let gzip = false;
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...params] = item.split(";");
    const coding = name.trim().toLowerCase();
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    if (coding === "br" || coding === "*") br = true;
    if (coding === "gzip" || coding === "x-gzip" || coding === "*") gzip = true;
  }
  if (br && page.br) return "br";
  if (gzip && page.gzip) return "gzip";
  return null;
}
