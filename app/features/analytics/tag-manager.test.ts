import { afterEach, describe, expect, it, vi } from "vitest";
import { loadTagManager, tagManagerUrl } from "./tag-manager";

function fakeDocument() {
  const scripts: { src: string; async: boolean }[] = [];
  return {
    scripts,
    querySelector: (selector: string) => scripts.find((script) => selector.includes(`"${script.src}"`)) ?? null,
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (script: { src: string; async: boolean }) => scripts.push(script) },
  };
}

describe("loadTagManager", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds the container's script once and starts the data layer the way GTM expects", () => {
    const document = fakeDocument();
    vi.stubGlobal("document", document);
    vi.stubGlobal("window", {});
    expect(loadTagManager("GTM-ABC123")).toBe(true);
    expect(loadTagManager("GTM-ABC123")).toBe(false);
    expect(document.scripts).toEqual([{ src: tagManagerUrl("GTM-ABC123"), async: true }]);
    expect((window as { dataLayer?: { event?: string }[] }).dataLayer?.[0]?.event).toBe("gtm.js");
  });
});
