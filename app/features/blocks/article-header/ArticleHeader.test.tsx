// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { ArticleHeader } from "./ArticleHeader";
import { ArticleHeaderValue } from "./schema";

describe("article_header", () => {
  it("needs a title", () => {
    expect(ArticleHeaderValue.safeParse({ title: "  " }).success).toBe(false);
  });

  it("is the page heading when it comes first, an h2 later", () => {
    const value = ArticleHeaderValue.parse({ kicker: "Support", title: "Warranty", sub_title: "Coverage for every system" });
    const first = renderInDom(<ArticleHeader value={value} index={0} />);
    expect(screen.getByRole("heading", { level: 1, name: "Warranty" })).toBeTruthy();
    first.unmount();
    const later = renderInDom(<ArticleHeader value={value} index={2} />);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Warranty" })).toBeTruthy();
    expect(later.getByText("Coverage for every system")).toBeTruthy();
  });
});
