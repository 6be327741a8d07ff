// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bundledPageLocale, hydratedInLocale } from "../../../../tests/support/locale-render";
import { productByKey } from "../catalogue.server";
import type { TableBlock } from "../types";
import { ContentBlockView } from "./ContentBlockView";

const NBSP = "\u00a0";

/** The sizing table of a product page: its "Size limits". */
function sizeLimits(key: string): TableBlock {
  const blocks = productByKey(key)!.sections.flatMap((section) => section.content);
  return blocks.find((block): block is TableBlock => block.type === "table" && block.label === "Size limits")!;
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).nextElementSibling?.textContent;

describe("the catalogue's figures in the page's locale", () => {
  it("writes feet and inches on an en-US page, as it always has", async () => {
    const { errors } = await hydratedInLocale(
      bundledPageLocale("en-US"),
      <ContentBlockView block={sizeLimits("folding-doors/aluminum")} />,
    );
    expect(rowOf("Overall width")).toBe("Up to 65 ft");
    expect(rowOf("Panel width")).toBe("Up to 3 ft 6 in");
    expect(errors).toEqual([]);
  });

  it("writes millimetres first, feet and inches in brackets, on Canadian pages, the same on the server and in the browser", async () => {
    const canadian = await hydratedInLocale(bundledPageLocale("en-CA"), <ContentBlockView block={sizeLimits("folding-doors/aluminum")} />);
    expect(rowOf("Overall width")).toBe("Up to 19,812 mm (65 ft)");
    expect(canadian.errors).toEqual([]);

    const french = await hydratedInLocale(bundledPageLocale("fr-CA"), <ContentBlockView block={sizeLimits("folding-doors/aluminum")} />);
    expect(rowOf("Overall width")).toBe(`Jusqu’à 19${NBSP}812${NBSP}mm (65 pi)`);
    expect(rowOf("Panel width")).toBe(`Jusqu’à 1${NBSP}067${NBSP}mm (3 pi 6 po)`);
    expect(french.errors).toEqual([]);
  });

  it("writes a profile's size in the locale's units too", async () => {
    const blocks = productByKey("folding-doors/aluminum")!.sections.flatMap((section) => section.content);
    const construction = blocks.find((block): block is TableBlock => block.type === "table" && block.label === "Construction")!;
    await hydratedInLocale(bundledPageLocale("fr-CA"), <ContentBlockView block={construction} />);
    expect(rowOf("Stile and rail profile")).toBe(`75${NBSP}mm (2 15/16 po)`);
    expect(rowOf("Panel thickness")).toBe(`57${NBSP}mm (2 1/4 po)`);
  });
});
