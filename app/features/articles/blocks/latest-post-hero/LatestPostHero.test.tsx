// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter } from "../../../../../tests/support/render";
import { ArticleListingsProvider } from "../../listings-context";
import { LatestPostHero } from "./LatestPostHero";
import { LatestPostHeroValue } from "./schema";

const newest = {
  path: "/blog/post-99",
  title: "Post 99",
  description: "About 99",
  publicationDate: "2026-08-04",
  image: { image_url: "/media/blog/99.jpg", alt_text: "Photo 99", width: 1600, height: 1000 },
};

describe("latest_post_hero", () => {
  it("shows the newest post with a Read link, and nothing without one", () => {
    const value = LatestPostHeroValue.parse({ content_type: "blog" });
    renderInDom(
      <ArticleListingsProvider listings={{ directories: {}, latest: { blog: newest } }}>
        <LatestPostHero value={value} index={1} />
      </ArticleListingsProvider>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Post 99" }).id).toBe("latest-post-title");
    const read = screen.getByRole("link", { name: /^Read\W+Post 99$/ });
    expect(read.getAttribute("href")).toBe("/blog/post-99");
    expect(screen.getByText(": Post 99").classList).toContain("sr-only");
    expect(renderInRouter(<LatestPostHero value={value} index={1} />)).toBe(renderInRouter(null));
  });
});
