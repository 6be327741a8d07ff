import { describe, expect, it } from "vitest";
import { pageKind, webPageType } from "./page-kind";

describe("pageKind (SPEC §9 page-type URL patterns)", () => {
  it.each([
    ["/", "home"],
    ["/blog", "blog"],
    ["/about/news", "blog"],
    ["/blog/choosing-a-folding-door", "blog post"],
    ["/news/new-showroom", "blog post"],
    ["/learn/featured-projects", "learn featured"],
    ["/learn/featured-projects/malibu-residence", "learn featured"],
    ["/learn/interactive-videos", "learn videos"],
    ["/video-gallery/v2-folding-door", "learn videos"],
    ["/learn/performance", "education"],
    ["/professionals/architects-designers-builders", "professionals"],
    ["/become-dealer", "professionals"],
    ["/support/faqs", "faq"],
    ["/support/technical-documents", "docs"],
    ["/support/warranty", "support"],
    ["/products/folding-doors/aluminum", "products"],
    ["/about/careers", "organization"],
    ["/terms-of-use", "organization"],
    ["/submit-your-project", "page"],
  ])("%s is a %s page", (path, kind) => {
    expect(pageKind(path)).toBe(kind);
  });

  it("gives listings, items and company pages their schema.org page type", () => {
    expect(webPageType("/products/folding-doors")).toBe("CollectionPage");
    expect(webPageType("/products/folding-doors/aluminum")).toBe("ItemPage");
    expect(webPageType("/products/windows/v2-direct-set")).toBe("ItemPage");
    expect(webPageType("/learn/featured-projects")).toBe("CollectionPage");
    expect(webPageType("/video-gallery")).toBe("CollectionPage");
    expect(webPageType("/video-gallery/category/V2")).toBe("CollectionPage");
    // One video's page is about that video, whose VideoObject the page carries.
    expect(webPageType("/video-gallery/v2-folding-door-overview")).toBe("ItemPage");
    expect(webPageType("/learn/featured-projects/malibu-residence")).toBe("WebPage");
    expect(webPageType("/about/contact")).toBe("ContactPage");
    expect(webPageType("/about")).toBe("AboutPage");
    expect(webPageType("/")).toBe("WebPage");
  });
});
