// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../../tests/support/render";
import type { ArticleCard, ArticleListings } from "../../article-card";
import { ArticleListingsProvider } from "../../listings-context";
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
    renderInDom(
      <ArticleListingsProvider listings={listings(1, 11, 10)}>
        <ContentDirectory value={ContentDirectoryValue.parse({ content_type: "blog" })} index={2} />
      </ArticleListingsProvider>,
    );
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(10);
    expect(cards.every((card) => card.classList.contains("group"))).toBe(true);
    const grid = cards[0]?.parentElement;
    expect(cards.every((card) => card.parentElement === grid)).toBe(true);
    expect(["grid", "grid-cols-2", "lg:grid-cols-3"].map((name) => grid?.classList.contains(name))).toEqual([true, true, true]);
    expect(cards.filter((card) => card.classList.contains("col-span-2"))).toEqual([cards[0]]);
    const wide = cards[0] as HTMLElement;
    expect(within(wide).getByRole("link", { name: "Post 1" }).getAttribute("href")).toBe("/blog/post-1");
    const dates = screen.getAllByText("February 15, 2025");
    expect(dates.map((date) => date.tagName)).toEqual(["TIME", "TIME"]);
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("/?page=2");
    // The search form is in the markup but hidden until its icon button opens it.
    expect(screen.getByRole("search", { hidden: true }).getAttribute("aria-label")).toBe("Search Blog");
    fireEvent.click(screen.getByRole("button", { name: "Search Blog" }));
    expect(within(screen.getByRole("search", { name: "Search Blog" })).getByRole("searchbox", { name: "Search Blog" })).toBeTruthy();
  });

  it("leaves out the date and the search box when asked, and paginates only past one page", () => {
    const { container } = renderInDom(
      <ArticleListingsProvider listings={listings(1, 8, 8)}>
        <ContentDirectory value={ContentDirectoryValue.parse({ content_type: "blog", show_date: false, show_search: false })} index={2} />
      </ArticleListingsProvider>,
    );
    expect(screen.getAllByRole("article")).toHaveLength(8);
    expect(container.querySelector("time")).toBeNull();
    expect(screen.queryByText(/2025/)).toBeNull();
    expect(screen.queryByRole("search", { hidden: true })).toBeNull();
    expect(screen.queryByRole("button", { name: "Search Blog" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("renders nothing without listing data (a page whose loader does not load posts)", () => {
    const { container } = renderInDom(<ContentDirectory value={ContentDirectoryValue.parse({ content_type: "news" })} index={0} />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(container.querySelector("section")).toBeNull();
  });
});
