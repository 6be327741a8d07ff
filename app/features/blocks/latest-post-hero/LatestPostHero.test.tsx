import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { ArticleListingsProvider } from "~/features/articles";
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
    const html = renderInRouter(
      <ArticleListingsProvider listings={{ directories: {}, latest: { blog: newest } }}>
        <LatestPostHero value={value} index={1} />
      </ArticleListingsProvider>,
    );
    expect(html).toMatch(/<h2 id="latest-post-title"[^>]*>Post 99<\/h2>/);
    expect(html).toMatch(/<a [^>]*href="\/blog\/post-99"[^>]*>Read<span class="sr-only">: (<!-- -->)?Post 99<\/span><\/a>/);
    expect(renderInRouter(<LatestPostHero value={value} index={1} />)).toBe(renderInRouter(null));
  });
});
