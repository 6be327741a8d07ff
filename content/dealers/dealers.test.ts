import { describe, expect, it } from "vitest";
import { DealerInputSchema, findPlace } from "../../app/features/dealers/index.server";
import { parsePlaceQuery } from "../../app/features/dealers/postal-code";
import { pages } from "../pages";
import { demoDealers } from "./index";

/** Every link of a page's blocks with the words that lead to it: calls to action and buttons. */
function linksOf(value: unknown): { text: string; url: string }[] {
  if (Array.isArray(value)) return value.flatMap(linksOf);
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.text === "string" && typeof record.url === "string"
      ? [{ text: record.text, url: record.url }]
      : typeof record.button_text === "string" && typeof record.button_url === "string"
        ? [{ text: record.button_text, url: record.button_url }]
        : [];
  return [...own, ...Object.values(record).flatMap(linksOf)];
}

describe("the demo dealers", () => {
  it("are about 60, each a valid dealer with its own slug, in the US and in Canada", () => {
    expect(demoDealers.length).toBeGreaterThanOrEqual(55);
    for (const dealer of demoDealers) expect(DealerInputSchema.safeParse(dealer).error, dealer.name).toBeUndefined();
    expect(new Set(demoDealers.map((dealer) => dealer.slug)).size).toBe(demoDealers.length);
    expect(demoDealers.filter((dealer) => dealer.country === "CA").length).toBeGreaterThanOrEqual(8);
    expect(new Set(demoDealers.map((dealer) => dealer.state)).size).toBeGreaterThanOrEqual(35);
  });

  it("are clearly fictitious: 555-01xx telephone numbers, web and e-mail addresses under .example", () => {
    for (const dealer of demoDealers) {
      expect(dealer.phone).toMatch(/555-01\d\d$/);
      expect(new URL(dealer.website!).hostname).toMatch(/\.example$/);
      expect(dealer.leadEmail).toMatch(/\.example$/);
    }
  });

  it("are each placed from their postal code", async () => {
    for (const dealer of demoDealers) expect(await findPlace(parsePlaceQuery(dealer.zip)), dealer.zip).toBeDefined();
  }, 30_000);
});

describe("the demo content's calls to action", () => {
  it('send every "Find a dealer" to the locator', () => {
    const findDealer = pages.flatMap(linksOf).filter((link) => /find a dealer/i.test(link.text));
    expect(findDealer.length).toBeGreaterThanOrEqual(2);
    for (const link of findDealer) expect(link, link.text).toMatchObject({ url: "/find-a-dealer" });
  });
});
