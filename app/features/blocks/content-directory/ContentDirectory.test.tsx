import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { type ArticleCard, ArticleListingsProvider, type ArticleListings } from "~/features/articles";
import { ContentDirectory } from "./ContentDirectory";
import { ContentDirectoryValue } from "./schema";

const post = (n: number): ArticleCard => ({
  path: `/blog/post-${n}`,
  title: `Post ${n}`,
  description: `About ${n}`,
  publicationDate: `2025-0${(n % 9) + 1}-15`,
  image: { image_url: `/media/blog/${n}.jpg`, alt_text: `Photo ${n}`, width: 1600, height: 1000 },
});

const listings = (page: number, total: number, count: number): ArticleListings => ({
  directories: { blog: { posts: Array.from({ length: count }, (_, index) => post(index + 1)), page, total, pageSize: 10 } },
  latest: { blog: post(99) },
});

describe("content_directory", () => {
  it("needs a known content type", () => {
    expect(ContentDirectoryValue.safeParse({ content_type: "recipes" }).success).toBe(false);
    expect(ContentDirectoryValue.parse({ content_type: "blog" })).toMatchObject({ show_date: true, show_search: true });
  });

  it("shows cards in a 2-then-3-column grid, the first two columns wide, with dates", () => {
    const html = renderInRouter(
      <ArticleListingsProvider listings={listings(1, 11, 10)}>
        <ContentDirectory value={ContentDirectoryValue.parse({ content_type: "blog" })} index={2} />
      </ArticleListingsProvider>,
    );
    expect(html).toContain("grid grid-cols-2");
    expect(html).toContain("lg:grid-cols-3");
    expect(html.match(/<article class="group relative flex flex-col col-span-2">/g)).toHaveLength(1);
    expect(html.match(/<article class="group/g)).toHaveLength(10);
    expect(html).toContain(">February 15, 2025</time>");
    expect(html).toContain('href="/?page=2"');
    expect(html).toContain('aria-label="Search Blog"');
  });

  it("leaves out the date and the search box when asked, and paginates only past one page", () => {
    const html = renderInRouter(
      <ArticleListingsProvider listings={listings(1, 8, 8)}>
        <ContentDirectory value={ContentDirectoryValue.parse({ content_type: "blog", show_date: false, show_search: false })} index={2} />
      </ArticleListingsProvider>,
    );
    expect(html).not.toContain("<time");
    expect(html).not.toContain('role="search"');
    expect(html).not.toContain('aria-label="Pagination"');
  });

  it("renders nothing without listing data (a page whose loader does not load posts)", () => {
    expect(renderInRouter(<ContentDirectory value={ContentDirectoryValue.parse({ content_type: "news" })} index={0} />)).not.toContain(
      "<section",
    );
  });
});
