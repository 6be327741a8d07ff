import { renderToString } from "react-dom/server";
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
    const html = renderToString(<BladeQuote value={value} index={1} />);
    expect(html).toMatch(/<blockquote[^>]*><p>The wall simply disappears\.<\/p><\/blockquote>/);
    expect(html).toMatch(/<figcaption[^>]*>.*Maria Lopez.*Architect, Santa Monica.*<\/figcaption>/);
  });

  it("falls back to author when quoted is missing, and needs a quote", () => {
    expect(BladeQuoteValue.parse({ quote: "Quiet and smooth.", author: "A homeowner" }).quoted).toBe("A homeowner");
    expect(BladeQuoteValue.safeParse({ quoted: "Nobody" }).success).toBe(false);
  });
});
