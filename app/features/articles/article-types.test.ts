import { describe, expect, it } from "vitest";
import { articleBreadcrumb, articleTypeOfPath, articleTypes } from "./article-types";

describe("article breadcrumbs (SPEC §2)", () => {
  it("blog: Blog, with 'View All Blog Entries' to /blog", () => {
    expect(articleBreadcrumb("blog", "A post", "/blog/a-post", "LaCantina Doors")).toEqual([
      { label: "LaCantina Doors", path: "/" },
      { label: "Blog", path: "/blog" },
      { label: "A post", path: "/blog/a-post" },
    ]);
    expect(articleTypes.blog).toMatchObject({ viewAll: "View All Blog Entries", listingPath: "/blog" });
  });

  it("news: News, with 'View All News Entries' to /about/news", () => {
    expect(articleBreadcrumb("news", "Item", "/news/item", "B").map((item) => item.label)).toEqual(["B", "News", "Item"]);
    expect(articleTypes.news.trail[0]?.path).toBe("/about/news");
    expect(articleTypes.news).toMatchObject({ viewAll: "View All News Entries", listingPath: "/about/news" });
  });

  it("featured projects: Learn > Featured Projects, with 'View All Featured Projects'", () => {
    expect(articleBreadcrumb("featured_project", "P", "/learn/featured-projects/p", "B")).toEqual([
      { label: "B", path: "/" },
      { label: "Learn", path: "/learn" },
      { label: "Featured Projects", path: "/learn/featured-projects" },
      { label: "P", path: "/learn/featured-projects/p" },
    ]);
    expect(articleTypes.featured_project.viewAll).toBe("View All Featured Projects");
  });

  it("knows the type of an article path, and that a listing is none", () => {
    expect(articleTypeOfPath("/blog/x")).toBe("blog");
    expect(articleTypeOfPath("/news/x")).toBe("news");
    expect(articleTypeOfPath("/learn/featured-projects/x")).toBe("featured_project");
    expect(articleTypeOfPath("/blog")).toBeNull();
    expect(articleTypeOfPath("/learn/featured-projects")).toBeNull();
    expect(articleTypeOfPath("/about/news")).toBeNull();
  });
});
