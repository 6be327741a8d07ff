import { describe, expect, it } from "vitest";
import { withLowPriorityModulePreloads } from "./module-preload-priority.server";

describe("withLowPriorityModulePreloads", () => {
  it("lowers every modulepreload link and leaves other links and the text alone", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>rel="modulepreload"</p></body>';
    expect(withLowPriorityModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head><body><p>rel="modulepreload"</p></body>',
    );
  });
});
