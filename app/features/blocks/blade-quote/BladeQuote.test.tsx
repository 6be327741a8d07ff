// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BladeQuote } from "./BladeQuote";
import { BladeQuoteValue } from "./schema";

describe("blade_quote", () => {
  it("renders the quote in a figure with who said it and their detail", () => {
    const value = BladeQuoteValue.parse({
      quote: "The wall simply disappears.",
      quoted: "Maria Lopez",
      quoted_detail: "Architect, Santa Monica",
    });
    render(<BladeQuote value={value} index={1} />);
    const figure = screen.getByRole("figure");
    const quote = within(figure).getByText("The wall simply disappears.");
    expect([quote.tagName, quote.parentElement?.tagName]).toEqual(["P", "BLOCKQUOTE"]);
    const caption = figure.querySelector("figcaption");
    expect(caption && within(caption).getByText("Maria Lopez")).toBeTruthy();
    expect(caption && within(caption).getByText("Architect, Santa Monica")).toBeTruthy();
  });

  it("falls back to author when quoted is missing, and needs a quote", () => {
    expect(BladeQuoteValue.parse({ quote: "Quiet and smooth.", author: "A homeowner" }).quoted).toBe("A homeowner");
    expect(BladeQuoteValue.safeParse({ quoted: "Nobody" }).success).toBe(false);
  });
});
