import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { ArticleHeader } from "./ArticleHeader";
import { ArticleHeaderValue } from "./schema";

describe("article_header", () => {
  it("needs a title", () => {
    expect(ArticleHeaderValue.safeParse({ title: "  " }).success).toBe(false);
  });

  it("is the page heading when it comes first, an h2 later", () => {
    const value = ArticleHeaderValue.parse({ kicker: "Support", title: "Warranty", sub_title: "Coverage for every system" });
    expect(renderInRouter(<ArticleHeader value={value} index={0} />)).toMatch(/<h1[^>]*>Warranty<\/h1>/);
    const later = renderInRouter(<ArticleHeader value={value} index={2} />);
    expect(later).toMatch(/<h2[^>]*>Warranty<\/h2>/);
    expect(later).toContain("Coverage for every system");
  });
});
