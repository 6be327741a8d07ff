import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { stripModulepreload } from "./strip-modulepreload.server";

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(stripModulepreload()));
}

const page =
  '<head><link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>a &lt;link rel="modulepreload"&gt; in text</p><script type="module">import("/assets/entry.client.js");</script></body>';

const expected =
  '<head><link rel="stylesheet" href="/assets/root.css"/><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>a &lt;link rel="modulepreload"&gt; in text</p><script type="module">import("/assets/entry.client.js");</script></body>';

describe("stripModulepreload", () => {
  it("removes every modulepreload link and leaves the rest of the page alone", async () => {
    expect(await rewrite([Buffer.from(page)])).toBe(expected);
  });

  it("finds tags split across two chunks at every position", async () => {
    for (let split = 1; split < page.length; split++) {
      expect(await rewrite([Buffer.from(page.slice(0, split)), Buffer.from(page.slice(split))])).toBe(expected);
    }
  });

  it("survives one-byte chunks that split multi-byte characters", async () => {
    const bytes = Buffer.from(`<p>Café – ${page}</p>`);
    expect(await rewrite([...bytes].map((byte) => Buffer.from([byte])))).toBe(`<p>Café – ${expected}</p>`);
  });

  it("passes an unfinished tag at the very end through", async () => {
    expect(await rewrite([Buffer.from('<p>end</p><link rel="modulepre')])).toBe('<p>end</p><link rel="modulepre');
  });
});
