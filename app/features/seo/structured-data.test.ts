import type { Article, BreadcrumbList, ItemList, Product, VideoObject, WebSite, WithContext } from "schema-dts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { defaultSiteConfig } from "~/lib/site-config";
import {
  articleStructuredData,
  breadcrumbStructuredData,
  faqStructuredData,
  isPageStructuredData,
  itemListStructuredData,
  organizationStructuredData,
  pageStructuredData,
  productStructuredData,
  structuredDataMeta,
  videoStructuredData,
  webSiteStructuredData,
} from "./structured-data";

const site = defaultSiteConfig;

describe("structured data builders", () => {
  it("describe the company and the site, with a SearchAction for /search/{term}", () => {
    const organization = organizationStructuredData(site);
    expect(organization).toMatchObject({ "@type": "Organization", name: "LaCantina Doors", url: "https://www.lacantinadoors.com/" });
    expect((organization as unknown as Record<string, unknown>).sameAs).toHaveLength(6);
    const website = webSiteStructuredData(site);
    expectTypeOf(website).toExtend<WithContext<WebSite>>();
    expect(website.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://www.lacantinadoors.com/search/{search_term_string}" },
      "query-input": "required name=search_term_string",
    });
  });

  it("turns a breadcrumb into a BreadcrumbList of canonical URLs; a step without a page has no item", () => {
    const list = breadcrumbStructuredData(
      [{ label: "LaCantina Doors", path: "/" }, { label: "Windows" }, { label: "V2 Direct Set", path: "/products/windows/v2-direct-set" }],
      site,
    );
    expectTypeOf(list).toExtend<WithContext<BreadcrumbList>>();
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "LaCantina Doors", item: "https://www.lacantinadoors.com/" },
      { "@type": "ListItem", position: 2, name: "Windows" },
      { "@type": "ListItem", position: 3, name: "V2 Direct Set", item: "https://www.lacantinadoors.com/products/windows/v2-direct-set" },
    ]);
  });

  it("describes an article with its headline, image, dates and publisher", () => {
    const article = articleStructuredData(
      {
        kind: "BlogPosting",
        headline: "Opening a wall",
        url: "/blog/opening-a-wall?utm_source=x",
        image: "/media/blog/a.jpg",
        datePublished: "2026-02-01",
      },
      site,
    );
    expectTypeOf(article).toExtend<WithContext<Article>>();
    expect(article).toMatchObject({
      "@type": "BlogPosting",
      headline: "Opening a wall",
      url: "https://www.lacantinadoors.com/blog/opening-a-wall",
      image: "https://www.lacantinadoors.com/media/blog/a.jpg",
      datePublished: "2026-02-01",
      dateModified: "2026-02-01",
      publisher: { "@type": "Organization", name: "LaCantina Doors" },
    });
  });

  it("describes a video with its thumbnail and player", () => {
    const video = videoStructuredData(
      {
        name: "V2 folding door",
        url: "/video-gallery/v2",
        thumbnailUrl: "https://i.vimeocdn.com/1.jpg",
        uploadDate: "2026-01-05",
        embedUrl: "https://player.vimeo.com/video/1",
      },
      site,
    );
    expectTypeOf(video).toExtend<WithContext<VideoObject>>();
    expect(video).toMatchObject({
      "@type": "VideoObject",
      name: "V2 folding door",
      description: "V2 folding door",
      uploadDate: "2026-01-05",
    });
  });

  it("lists only the first 5 items (SPEC §9)", () => {
    const items = Array.from({ length: 8 }, (_, n) => ({ name: `Item ${n + 1}`, url: `/blog/${n + 1}` }));
    const list = itemListStructuredData(items, site);
    expectTypeOf(list).toExtend<WithContext<ItemList>>();
    expect(list.numberOfItems).toBe(5);
    expect((list.itemListElement as unknown as { position: number }[]).map((item) => item.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it("gives a product the AggregateOffer of SPEC §9: 10000 to 50000 USD", () => {
    const product = productStructuredData(
      { name: "Aluminum Folding Door", description: "Slim.", url: "/products/folding-doors/aluminum", image: "/media/p.jpg" },
      site,
    );
    expectTypeOf(product).toExtend<WithContext<Product>>();
    expect(product.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: 10000, highPrice: 50000, priceCurrency: "USD" });
  });

  it("makes an FAQPage of questions and a route meta descriptor of any document", () => {
    const faq = faqStructuredData([{ question: "Warranty?", answer: "<p>Ten years.</p>" }]);
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "Warranty?", acceptedAnswer: { "@type": "Answer", text: "<p>Ten years.</p>" } },
    ]);
    expect(structuredDataMeta(faq)).toEqual({ "script:ld+json": faq });
  });

  it("takes an editor's schema.org JSON that names its type or a graph, in schema.org's context unless it names one", () => {
    expect(pageStructuredData({ "@type": "Product", name: "Folding door" })).toEqual([
      { "@context": "https://schema.org", "@type": "Product", name: "Folding door" },
    ]);
    expect(pageStructuredData({ "@context": "https://schema.org/", "@type": ["Product", "Thing"] })).toEqual([
      { "@context": "https://schema.org/", "@type": ["Product", "Thing"] },
    ]);
    expect(pageStructuredData({ "@graph": [{ "@type": "Place" }] })).toHaveLength(1);
    for (const value of [{}, { name: "x" }, { "@type": "" }, { "@type": [] }, { "@type": [3] }, { "@type": 7 }, { "@graph": [] }])
      expect([isPageStructuredData(value), pageStructuredData(value)], JSON.stringify(value)).toEqual([false, []]);
    expect(pageStructuredData(undefined)).toEqual([]);
  });
});
