import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bodyOf, chooseEncoding, chunksOf, compressPage, lengthOf, splicedPage } from "./spliced-page";

const nonce = () => randomBytes(16).toString("base64");
const RENDER_NONCE = "R".repeat(22) + "==";

function page(html: string) {
  return splicedPage(html.split(RENDER_NONCE));
}

const sample = [
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${RENDER_NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/b.js" nonce="${RENDER_NONCE}"/></head><body>`,
  "<p>Folding doors, “sliding” doors — and windows.</p>".repeat(400),
  `<script nonce="${RENDER_NONCE}">window.__context = {"a":1};</script>`,
  `<script nonce="${RENDER_NONCE}" type="module">import "/assets/entry.js";</script></body></html>`,
].join("");

describe("a cached page with a fresh nonce in every answer", () => {
  it("puts the answer's nonce in every place of the render's, in every form", async () => {
    const cached = page(sample);
    await compressPage(cached);
    expect(cached.gzip).toBeDefined();
    expect(cached.br).toBeDefined();
    for (const each of [nonce(), nonce()]) {
      const expected = sample.replaceAll(RENDER_NONCE, each);
      expect(bodyOf(cached.identity, each).toString()).toBe(expected);
      expect(gunzipSync(bodyOf(cached.gzip!, each)).toString()).toBe(expected);
      expect(brotliDecompressSync(bodyOf(cached.br!, each)).toString()).toBe(expected);
      for (const form of [cached.identity, cached.gzip!, cached.br!]) {
        expect(Buffer.concat(chunksOf(form, each)).equals(bodyOf(form, each))).toBe(true);
        expect(bodyOf(form, each).length).toBe(lengthOf(form));
      }
    }
    expect(cached.bytes).toBe(cached.identity.held + cached.gzip!.held + cached.br!.held);
    for (const form of [cached.identity, cached.gzip!, cached.br!]) expect(form.held).toBeGreaterThanOrEqual(form.length);
    expect(cached.br!.length).toBeLessThan(cached.identity.length / 10);
  });

  it("shares the long stretches between nonces among answers instead of copying them", () => {
    const cached = page(sample);
    const chunks = chunksOf(cached.identity, nonce());
    expect(chunks.some((chunk) => cached.identity.segments.includes(chunk))).toBe(true);
    expect(chunks.length).toBeLessThan(cached.identity.segments.length);
  });

  it("keeps each answer's nonce to its own answer while answers are under way", async () => {
    const cached = page(sample);
    await compressPage(cached);
    for (const form of [cached.identity, cached.gzip!, cached.br!]) {
      const [first, second] = [nonce(), nonce()];
      const firstChunks = chunksOf(form, first);
      const secondChunks = chunksOf(form, second);
      expect(Buffer.concat(firstChunks).equals(bodyOf(form, first))).toBe(true);
      expect(Buffer.concat(secondChunks).equals(bodyOf(form, second))).toBe(true);
    }
  });

  it("compresses a page without a nonce, and one whose nonces touch", async () => {
    for (const html of ["<p>no script at all</p>".repeat(50), `<a n="${RENDER_NONCE}${RENDER_NONCE}">x</a>${RENDER_NONCE}`]) {
      const cached = page(html);
      await compressPage(cached);
      const each = nonce();
      expect(gunzipSync(bodyOf(cached.gzip!, each)).toString()).toBe(html.replaceAll(RENDER_NONCE, each));
      expect(brotliDecompressSync(bodyOf(cached.br!, each)).toString()).toBe(html.replaceAll(RENDER_NONCE, each));
    }
  });

  it("keeps no compressed form of a page holding control characters, which its placeholders use", async () => {
    const cached = page(`<p>bell\u0007</p><script nonce="${RENDER_NONCE}"></script>`);
    await compressPage(cached);
    expect(cached.gzip).toBeUndefined();
    expect(cached.br).toBeUndefined();
  });

  it("round-trips any page text with nonces anywhere", async () => {
    const text = fc.string({ unit: fc.constantFrom("a", "<", ">", "=", '"', " ", "é", "nonce", "==", "\n", "script"), maxLength: 300 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 8 }), async (parts) => {
        const html = parts.join(RENDER_NONCE);
        const cached = page(html);
        await compressPage(cached, { brotliQuality: 5 });
        const each = nonce();
        const expected = html.replaceAll(RENDER_NONCE, each);
        expect(gunzipSync(bodyOf(cached.gzip!, each)).toString()).toBe(expected);
        expect(brotliDecompressSync(bodyOf(cached.br!, each)).toString()).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });
});

describe("chooseEncoding", () => {
  const both = { ...page("x"), gzip: page("x").identity, br: page("x").identity };
  const gzipOnly = { ...page("x"), gzip: page("x").identity };
  it.each([
    ["gzip, deflate, br", both, "br"],
    ["gzip, deflate, br", gzipOnly, "gzip"],
    ["gzip", both, "gzip"],
    ["br;q=0, gzip;q=0.5", both, "gzip"],
    ["BR", both, "br"],
    ["*", both, "br"],
    ["identity", both, null],
    ["gzip;q=0", both, null],
    [undefined, both, null],
    ["br, gzip", page("x"), null],
  ] as const)("%s → %s", (header, cached, expected) => {
    expect(chooseEncoding(header, cached)).toBe(expected);
  });
});
