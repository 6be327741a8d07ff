import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";

const SITE = "http://localhost:3000";
const SECRET = "editor-preview-secret-for-seo-tests";
const CANONICAL = "https://www.lacantinadoors.com";

type JsonLd = { "@type": string; [key: string]: unknown };

/** The head tags a crawler reads, from the server-rendered HTML. */
function head(html: string) {
  const attribute = (pattern: RegExp) => html.match(pattern)?.[1]?.replaceAll("&amp;", "&");
  const meta = (key: "name" | "property", value: string) => attribute(new RegExp(`<meta ${key}="${value}" content="([^"]*)"`));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "") as JsonLd,
  );
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    tagCount: (pattern: RegExp) => html.match(pattern)?.length ?? 0,
    meta,
    jsonLd,
    types: jsonLd.map((data) => data["@type"]),
  };
}

// The head, structured data, sitemap, robots.txt and redirects over the real Hono app and React Router.
describe.each(siteTestDatabases())("search-engine readiness on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, { redirect: "manual", ...init });
  const page = async (path: string) => {
    const response = await request(path);
    return { response, ...head(await response.text()) };
  };

  beforeAll(async () => {
    site = await openTestSite(await open(), { PREVIEW_SECRET: SECRET });
    await site.services.content.saveEntities(
      [
        {
          type: "generic_page",
          path: "/about/internal-price-list",
          published: {
            title: "Internal price list",
            metadata: { metaNoIndex: true },
            elements: [{ id: "c", render_name: "copy", value: { copy: "<p>Prices for dealers.</p>" } }],
          },
        },
      ],
      site.services.log,
    );
  }, 240_000);
  afterAll(() => site.close());

  describe("the head of each page type", () => {
    it("home: defaults, canonical on the www host without tracking parameters, Open Graph, Twitter card", async () => {
      const home = await page("/?utm_source=newsletter&gclid=abc");
      expect(home.title).toContain("LaCantina Doors");
      expect(home.canonical).toBe(`${CANONICAL}/`);
      expect(home.meta("name", "description")).toBeTruthy();
      expect(home.meta("name", "keywords")).toBeTruthy();
      expect(home.meta("property", "og:url")).toBe(`${CANONICAL}/`);
      expect(home.meta("property", "og:image")).toMatch(/^https:\/\/www\.lacantinadoors\.com\/media\/.+/);
      expect(home.meta("name", "twitter:card")).toBe("summary_large_image");
      expect(home.meta("name", "robots")).toBeUndefined();
      expect(home.types).toEqual(["Organization", "WebSite", "WebPage"]);
      const website = home.jsonLd[1] as unknown as { potentialAction: { target: { urlTemplate: string } } };
      expect(website.potentialAction.target.urlTemplate).toBe(`${CANONICAL}/search/{search_term_string}`);
    });

    it("a support page: its breadcrumb as a BreadcrumbList", async () => {
      const warranty = await page("/support/warranty");
      expect(warranty.canonical).toBe(`${CANONICAL}/support/warranty`);
      const breadcrumb = warranty.jsonLd.find((data) => data["@type"] === "BreadcrumbList") as unknown as {
        itemListElement: { name: string }[];
      };
      expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(["LaCantina Doors", "Support", "Warranty"]);
    });

    it("the FAQ page: an FAQPage of its faq blocks' questions", async () => {
      const faqs = await page("/support/faqs");
      const faq = faqs.jsonLd.find((data) => data["@type"] === "FAQPage") as unknown as {
        mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq.mainEntity.length).toBeGreaterThan(3);
      for (const question of faq.mainEntity) {
        expect(question["@type"]).toBe("Question");
        expect(question.name).not.toBe("");
        expect(question.acceptedAnswer.text).not.toBe("");
      }
    });

    it("a product: og:type product and a Product with the AggregateOffer of SPEC §9", async () => {
      const product = await page("/products/folding-doors/aluminum");
      expect(product.canonical).toBe(`${CANONICAL}/products/folding-doors/aluminum`);
      expect(product.meta("property", "og:type")).toBe("product");
      expect(product.types).toEqual(["Organization", "WebSite", "ItemPage", "BreadcrumbList", "Product"]);
      const offer = product.jsonLd.find((data) => data["@type"] === "Product")?.offers;
      expect(offer).toMatchObject({ "@type": "AggregateOffer", lowPrice: 10000, highPrice: 50000, priceCurrency: "USD" });
    });

    it("an article, a listing, a video and a search page carry their own structured data", async () => {
      const article = await page("/blog/bringing-the-outdoors-in");
      expect(article.meta("property", "og:type")).toBe("article");
      expect(article.canonical).toBe(`${CANONICAL}/blog/bringing-the-outdoors-in`);
      const posting = article.jsonLd.find((data) => data["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.any(String),
        image: expect.stringMatching(/^https:/),
      });
      expect(article.types).toContain("BreadcrumbList");
      expect(article.types.filter((type) => type === "WebSite")).toHaveLength(1);
      expect(article.tagCount(/<link rel="canonical"/g)).toBe(1);
      expect(article.tagCount(/<meta name="keywords"/g)).toBe(1);

      for (const path of ["/blog", "/search/folding"]) {
        const listing = await page(path);
        // Search result pages stay out of the index but let crawlers follow their links (issue 21).
        expect(listing.meta("name", "robots"), path).toBe(path.startsWith("/search/") ? "noindex, follow" : undefined);
        const list = listing.jsonLd.find((data) => data["@type"] === "ItemList") as unknown as { itemListElement: unknown[] };
        expect(list.itemListElement.length).toBeGreaterThan(0);
        expect(list.itemListElement.length).toBeLessThanOrEqual(5);
      }

      const video = await page("/video-gallery/v2-folding-door-overview");
      expect(video.types).toContain("ItemPage");
      expect(video.types).not.toContain("CollectionPage");
      expect(video.jsonLd.find((data) => data["@type"] === "VideoObject")).toMatchObject({
        name: expect.any(String),
        thumbnailUrl: expect.stringMatching(/^https?:/),
      });
    });

    it("a form page and the site map page: canonical, Open Graph and Twitter tags", async () => {
      for (const path of ["/request-quote", "/sitemap"]) {
        const form = await page(path);
        expect(form.response.status).toBe(200);
        expect(form.canonical).toBe(`${CANONICAL}${path}`);
        expect(form.meta("property", "og:title")).toBe(form.title);
        expect(form.meta("name", "twitter:image")).toBeTruthy();
      }
    });

    it("a gallery category names its own address as canonical, however the visitor spelled it", async () => {
      for (const [path, canonical] of [
        ["/image-gallery", "/image-gallery/category/Residential"],
        ["/image-gallery/category/RESIDENTIAL?count=16", "/image-gallery/category/Residential"],
        ["/video-gallery", "/video-gallery/category/v2"],
        ["/video-gallery/category/TV%20Shows", "/video-gallery/category/tv-shows"],
      ]) {
        expect((await page(path!)).canonical, path).toBe(`${CANONICAL}${canonical}`);
      }
    });

    it("the not-found page answers 404 with noindex", async () => {
      const missing = await page("/no-such-page-anywhere");
      expect(missing.response.status).toBe(404);
      expect(missing.meta("name", "robots")).toBe("noindex, nofollow");
    });

    it("a metaNoIndex page says noindex, nofollow in its head and its X-Robots-Tag header", async () => {
      const hidden = await page("/about/internal-price-list");
      expect(hidden.response.status).toBe(200);
      expect(hidden.meta("name", "robots")).toBe("noindex, nofollow");
      expect(hidden.response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect((await request("/about")).headers.get("x-robots-tag")).toBeNull();
    });

    it("a preview says noindex, nofollow in its head and its header", async () => {
      const entered = await request(`/preview/enter?secret=${SECRET}&path=/about`);
      const cookie = (entered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const preview = await request("/preview/about", { headers: { cookie } });
      expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(head(await preview.text()).meta("name", "robots")).toBe("noindex, nofollow");
    });
  });

  describe("sitemap.xml and robots.txt", () => {
    it("lists every published page, product, gallery category and video with lastmod, on the canonical host", async () => {
      const response = await request("/sitemap.xml");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/xml");
      const xml = await response.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      for (const path of [
        "/",
        "/support/warranty",
        "/products/folding-doors",
        "/products/folding-doors/aluminum",
        "/products/windows/v2-direct-set",
        "/image-gallery/category/Residential",
        "/video-gallery/category/tv-shows",
        "/video-gallery/v2-folding-door-overview",
        "/request-quote",
      ]) {
        expect(locs).toContain(`${CANONICAL}${path}`);
      }
      expect(locs).not.toContain(`${CANONICAL}/404`);
      expect(locs).not.toContain(`${CANONICAL}/about/internal-price-list`);
      expect(new Set(locs).size).toBe(locs.length);
      expect(xml).toMatch(
        /<url><loc>https:\/\/www\.lacantinadoors\.com\/support\/warranty<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
      );
    });

    it("shows a page published a moment ago", async () => {
      await site.services.content.saveEntities(
        [
          {
            type: "generic_page",
            path: "/about/showroom-hours",
            published: { title: "Showroom hours", elements: [{ id: "c", render_name: "copy", value: { copy: "<p>Open daily.</p>" } }] },
          },
        ],
        site.services.log,
      );
      expect(await (await request("/sitemap.xml")).text()).toContain(`${CANONICAL}/about/showroom-hours</loc>`);
    });

    it("robots.txt names the sitemap and disallows previews and the API", async () => {
      const robots = await (await request("/robots.txt")).text();
      expect(robots).toContain(`Sitemap: ${CANONICAL}/sitemap.xml`);
      expect(robots).toContain("Disallow: /preview/");
      expect(robots).toContain("Disallow: /api/");
    });
  });

  describe("redirects (SPEC §9: 301/302 with Location)", () => {
    it("answers an old address with 301 and keeps its query", async () => {
      const response = await request("/warranty?ref=card");
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/support/warranty?ref=card");
    });

    /** Each address answers 301 to its location. */
    async function expectMovedForGood(moves: Record<string, string>) {
      for (const [path, location] of Object.entries(moves)) {
        const response = await request(path);
        expect(response.status, path).toBe(301);
        expect(response.headers.get("location"), path).toBe(location);
      }
    }

    it("sends /products and /professionals where SPEC §2 says in any letter case, never to the home page", async () => {
      await expectMovedForGood({
        "/PRODUCTS": "/products/folding-doors",
        "/Products?ref=menu": "/products/folding-doors?ref=menu",
        "/PROFESSIONALS": "/professionals/architects-designers-builders",
      });
    });

    it("sends an address with a trailing slash to the one without, in one hop when it is an old address too", async () => {
      await expectMovedForGood({
        "/blog/?page=2": "/blog?page=2",
        "/products/folding-doors/aluminum//": "/products/folding-doors/aluminum",
        "/warranty/": "/support/warranty",
        // Never to another site: a Location of //evil.example is another host to a browser.
        "//evil.example/": "/evil.example",
        "/\\evil.example/": "/evil.example",
      });
      expect((await request("/")).status).toBe(200);
    });

    it("answers a temporary one with 302", async () => {
      const response = await request("/rebuild");
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/support/la-rebuild-program");
    });

    it("follows a chain in one hop", async () => {
      const response = await request("/doors/folding");
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/products/folding-doors");
    });

    it("a loop renders the not-found page instead of redirecting forever", async () => {
      const { saved } = await site.services.redirects.saveRedirects(
        [
          { from: "/loop-a", to: "/loop-b" },
          { from: "/loop-b", to: "/loop-a" },
        ],
        site.services.log,
      );
      expect(saved).toBe(2);
      expect((await request("/loop-a")).status).toBe(404);
    });

    it("refuses a redirect that is not a path or an http(s) URL, and keeps the others", async () => {
      const result = await site.services.redirects.saveRedirects(
        [
          { from: "/old-brochure", to: "javascript:alert(1)" },
          { from: "/old-catalog", to: "/support/technical-documents", status: 308 },
        ],
        site.services.log,
      );
      expect(result).toEqual({ saved: 1, rejected: 1 });
      expect((await request("/old-catalog")).status).toBe(308);
      expect((await request("/old-brochure")).status).toBe(404);
    });

    it("redirects a client navigation (React Router's .data request) too", async () => {
      const response = await request("/warranty.data");
      expect(await response.text()).toContain("/support/warranty");
      expect(response.status).not.toBe(404);
    });

    it("redirects client navigations to old addresses under the product, gallery and article routes", async () => {
      const old = {
        "/products/folding-doors/classic": "/products/folding-doors/aluminum",
        "/video-gallery/old-showroom-tour": "/video-gallery",
        "/image-gallery/category/Homes": "/image-gallery/category/Residential",
        "/blog/our-old-post": "/blog",
      };
      await site.services.redirects.saveRedirects(
        Object.entries(old).map(([from, to]) => ({ from, to, status: 301 })),
        site.services.log,
      );
      for (const [from, to] of Object.entries(old)) {
        const document = await request(from);
        expect(document.status, from).toBe(301);
        expect(document.headers.get("location"), from).toBe(to);
        const navigation = await request(`${from}.data`);
        expect(navigation.status, from).not.toBe(404);
        expect(await navigation.text(), from).toContain(to);
      }
    });
  });
});
