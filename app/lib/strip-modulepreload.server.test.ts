import { describe, expect, it } from "vitest";
import { stripModulepreload } from "./strip-modulepreload.server";

describe("stripModulepreload", () => {
  it("removes every modulepreload link and leaves the rest of the page alone", () => {
    const page =
      '<head><link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="icon" href="/favicon.svg"/></head>' +
      '<body><p>a &lt;link rel="modulepreload"&gt; in text</p><script type="module">import("/assets/entry.client.js");</script></body>';
    expect(stripModulepreload(page)).toBe(
      '<head><link rel="stylesheet" href="/assets/root.css"/><link rel="icon" href="/favicon.svg"/></head>' +
        '<body><p>a &lt;link rel="modulepreload"&gt; in text</p><script type="module">import("/assets/entry.client.js");</script></body>',
    );
  });
});
