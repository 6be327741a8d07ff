import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLocaleRegistry } from "./locales.server";

function registryFile(locales: unknown[], catalogues: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "locales-"));
  for (const [name, catalogue] of Object.entries(catalogues)) writeFileSync(path.join(dir, name), JSON.stringify(catalogue));
  const file = path.join(dir, "locales.json");
  writeFileSync(file, JSON.stringify({ locales }));
  return file;
}

describe("the locale registry", () => {
  it("serves the bundled locales: en-US at today's addresses, en-CA and fr-CA under their prefixes", () => {
    const registry = loadLocaleRegistry("en-US");
    expect(registry.all.map((locale) => [locale.tag, locale.prefix, locale.units])).toEqual([
      ["en-US", "", "imperial"],
      ["en-CA", "/en-ca", "metric"],
      ["fr-CA", "/fr-ca", "metric"],
    ]);
    expect(registry.byPrefix("/fr-ca")?.textSearch).toBe("french");
    expect(registry.byPrefix("/es-us")).toBeUndefined();
  });

  it("adds a locale from a registry file and its catalogue, with no code", () => {
    const file = registryFile(
      [
        { tag: "en-US", name: "English (US)", units: "imperial", textSearch: "english" },
        { tag: "es-US", name: "Español (EE. UU.)", units: "imperial", textSearch: "spanish", messages: "es-US.json" },
      ],
      { "es-US.json": { "layout.menu": "Menú" } },
    );
    const registry = loadLocaleRegistry("en-US", file);
    expect(registry.byPrefix("/es-us")?.messages).toEqual({ "layout.menu": "Menú" });
    expect(registry.byTag("es-US")?.name).toBe("Español (EE. UU.)");
  });

  it("refuses a registry without the default locale, with a tag twice or a missing catalogue", () => {
    const french = { tag: "fr-CA", name: "Français", units: "metric", textSearch: "french" };
    expect(() => loadLocaleRegistry("en-US", registryFile([french]))).toThrow(/default locale en-US/);
    const english = { tag: "en-US", name: "English", units: "imperial", textSearch: "english" };
    expect(() => loadLocaleRegistry("en-US", registryFile([english, french, french]))).toThrow(/twice/);
    expect(() => loadLocaleRegistry("en-US", registryFile([english, { ...french, messages: "gone.json" }]))).toThrow();
    expect(() => loadLocaleRegistry("en-US", registryFile([english, { ...french, tag: "../x" }]))).toThrow();
  });
});
