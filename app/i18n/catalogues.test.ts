import { describe, expect, it } from "vitest";
import registry from "./locales.json";
import { type Messages, placeholdersOf } from "./messages";

// Every part of the site's en-US strings: each `messages.ts` exports its defineMessages result (a lazy part's
// own strings, `preferences-messages.ts`, load with it).
const sources = Object.values(import.meta.glob<Record<string, unknown>>(["../**/messages.ts", "../**/*-messages.ts"], { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter((value): value is Messages<string> => typeof value === "object" && value !== null && "namespace" in value && "source" in value);
const catalogues = import.meta.glob<Record<string, string>>("./messages/*.json", { eager: true, import: "default" });

const sourceEntries = new Map(
  sources.flatMap(({ namespace, source }) => Object.entries(source).map(([key, text]) => [`${namespace}.${key}`, text])),
);

describe("the message catalogues", () => {
  it("gives each part of the site its own namespace", () => {
    const namespaces = sources.map((messages) => messages.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  for (const locale of registry.locales.filter((entry) => entry.messages !== undefined)) {
    const catalogue = catalogues[`./${locale.messages}`] ?? {};
    it(`${locale.tag} translates every en-US string and nothing else`, () => {
      expect(Object.keys(catalogue).sort()).toEqual([...sourceEntries.keys()].sort());
    });
    it(`${locale.tag} names the same placeholders as en-US`, () => {
      const differing = Object.entries(catalogue).filter(
        ([key, text]) => JSON.stringify(placeholdersOf(text)) !== JSON.stringify(placeholdersOf(sourceEntries.get(key) ?? "")),
      );
      expect(differing).toEqual([]);
    });
  }
});
