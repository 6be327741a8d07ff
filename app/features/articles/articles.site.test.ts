import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";
import { articles } from "../../../content/articles";

const SITE = "http://localhost:3000";
const SECRET = "editor-preview-secret-for-tests";

const cardTitles = (html: string) =>
  [...html.matchAll(/<article class="group[^"]*">[\s\S]*?<h3[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
const newest = (type: string) =>
  articles
    .filter((entity) => entity.type === type)
    .sort((a, b) => String(b.publicationDate).localeCompare(String(a.publicationDate)))
    .map((entity) => entity.published?.title);

// Articles, listings and search over the real Hono app and React Router, with the demo content.
describe.each(siteTestDatabases())("articles and search pages on $name", ({ open }) => {
  let site: TestSite;
  const request = (path: string, init?: RequestInit) => site.app.request(`${SITE}${path}`, { redirect: "manual", ...init });
  const html = async (path: string, status = 200) => {
    const response = await request(path);
    expect(response.status, path).toBe(status);
    return response.text();
  };
  const searchApi = (body: unknown) =>
    request("/api/v1/cms/search", {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    site = await openTestSite(await open(), { PREVIEW_SECRET: SECRET });
  }, 240_000);
  afterAll(() => site.close());

  describe("blog listing", () => {
    it("shows the newest post in the hero and the next 10 by publication date (11 fetched)", async () => {
      const page = await html("/blog");
      const blog = newest("blog");
      expect(page.match(/<h2 id="latest-post-title"[^>]*>([^<]+)</)?.[1]).toBe(blog[0]);
      expect(cardTitles(page)).toEqual(blog.slice(1, 11));
    });

    it("pages with ?page= URLs and continues after the first page without repeating a post", async () => {
      const first = await html("/blog");
      expect(first).toContain(`href="/blog?page=2"`);
      expect(cardTitles(await html("/blog?page=2"))).toEqual(newest("blog").slice(11, 21));
      expect(cardTitles(await html("/blog?page=99"))).toEqual(newest("blog").slice(11, 21));
      expect(cardTitles(await html("/blog?page=-3"))).toEqual(newest("blog").slice(1, 11));
    });

    it("gives each page of the listing its own canonical address, the page it shows", async () => {
      const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
      expect(canonical(await html("/blog"))).toBe("https://www.lacantinadoors.com/blog");
      expect(canonical(await html("/blog?page=2"))).toBe("https://www.lacantinadoors.com/blog?page=2");
      expect(canonical(await html("/blog?page=99"))).toBe("https://www.lacantinadoors.com/blog?page=2");
      expect(canonical(await html("/blog?page=1"))).toBe("https://www.lacantinadoors.com/blog");
    });

    it("lists news without a hero, 10 a page, with no pagination when all fit", async () => {
      const page = await html("/about/news");
      expect(cardTitles(page)).toEqual(newest("news"));
      expect(page).not.toContain('aria-label="Pagination"');
      expect(page).toContain(">October 6, 2026</time>");
    });

    it("lists featured projects without dates", async () => {
      const page = await html("/learn/featured-projects");
      expect(cardTitles(page)).toEqual(newest("featured_project").slice(1));
      const grid = page.slice(page.indexOf('class="grid grid-cols-2'));
      expect(grid.slice(0, grid.indexOf("</section>"))).not.toMatch(/<time/);
    });
  });

  describe("article pages", () => {
    it("show hero with alt text, date, title, share buttons, body, view all and breadcrumbs", async () => {
      const page = await html("/blog/bringing-the-outdoors-in");
      expect(page).toMatch(/<img[^>]+alt="A stone floor running from a living room/);
      expect(page).toContain(">February 13, 2024</time>");
      expect(page).toMatch(/<h1[^>]*>Bringing the Outdoors In<\/h1>/);
      expect(page).toContain("Keep the floor continuous");
      expect(page).toMatch(/<a[^>]+href="\/blog"[^>]*>View All Blog Entries<\/a>/);
      expect(page).toMatch(/aria-label="Breadcrumb"[\s\S]*?href="\/blog"[^>]*>Blog<\/a>/);
      const canonical = encodeURIComponent("https://www.lacantinadoors.com/blog/bringing-the-outdoors-in");
      const shares = [...page.matchAll(/<a href="(https:\/\/[^"]+)" target="_blank" rel="noopener noreferrer" aria-label="Share on/g)].map(
        (match) => new URL(match[1]!.replaceAll("&amp;", "&")),
      );
      expect(shares.map((url) => url.hostname)).toEqual([
        "www.houzz.com",
        "www.pinterest.com",
        "www.facebook.com",
        "twitter.com",
        "www.linkedin.com",
        "www.reddit.com",
        "www.tumblr.com",
      ]);
      for (const url of shares) expect(url.search).toContain(canonical);
    });

    it("emit Article JSON-LD and a canonical link", async () => {
      const page = await html("/news/v2-series-launch");
      const json = page
        .match(/<script type="application\/ld\+json">([^<]+)<\/script>/g)
        ?.map((tag) => JSON.parse(tag.replace(/<[^>]+>/g, "")));
      expect(json).toContainEqual(
        expect.objectContaining({ "@type": "NewsArticle", headline: "Introducing the V2 Series", datePublished: "2024-05-14" }),
      );
      expect(page).toContain('rel="canonical" href="https://www.lacantinadoors.com/news/v2-series-launch"');
    });

    it("give each type its breadcrumbs and view-all link", async () => {
      const news = await html("/news/v2-series-launch");
      expect(news).toMatch(/href="\/about\/news"[^>]*>News<\/a>/);
      expect(news).toMatch(/href="\/about\/news"[^>]*>View All News Entries</);
      const project = await html("/learn/featured-projects/malibu-beach-house");
      expect(project).toMatch(/href="\/learn"[^>]*>Learn<\/a>[\s\S]*href="\/learn\/featured-projects"[^>]*>Featured Projects<\/a>/);
      expect(project).toMatch(/href="\/learn\/featured-projects"[^>]*>View All Featured Projects</);
    });

    it("answer 404 for a missing article, an article under another type's path and a preview without access", async () => {
      await html("/blog/no-such-post", 404);
      await html("/news/bringing-the-outdoors-in", 404);
      await html("/preview/blog/bringing-the-outdoors-in", 404);
      await html("/blog/bringing-the-outdoors-in/preview", 404);
    });

    it("show the draft variant to an editor at /preview", async () => {
      const entered = await request(`/preview/enter?secret=${SECRET}&path=/blog/bringing-the-outdoors-in`);
      const cookie = (entered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const preview = await request("/preview/blog/bringing-the-outdoors-in", { headers: { cookie } });
      expect(preview.status).toBe(200);
      expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(await preview.text()).toMatch(/<h1[^>]*>Bringing the Outdoors In<\/h1>/);
    });
  });

  describe("search pages", () => {
    it("stay out of search engines' indexes, their links followed, and out of the sitemap", async () => {
      expect(await html("/search/glass")).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(await html("/search/content/blog/glass")).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(await (await request("/sitemap.xml")).text()).not.toContain("/search");
    });

    it("show 'N Results', cards with path text and the technical documents link", async () => {
      const page = await html("/search/glass");
      expect(page).toMatch(/\d+ Results/);
      expect(page).toContain("Looking for documents?");
      expect(page).toMatch(/href="\/support\/technical-documents"[^>]*>Go to the Technical Documents/);
      expect(page).toMatch(/<mark>glass<\/mark>/i);
      expect(page).toContain("Load More");
    });

    it("content mode: heading prefixed by the type label and a compact list of that type only", async () => {
      const page = await html("/search/content/blog/glass");
      expect(page).toMatch(/<h1[^>]*>Blog Search<\/h1>/);
      expect(page).not.toContain("Looking for documents?");
      const links = [...page.matchAll(/<li class="border-b[^"]*"><h2[^>]*><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^\/blog\//);
    });

    it("Load More without JavaScript (?page=2) shows the first 32; ?from= gives the next 16", async () => {
      const total = Number((await html("/search/glass")).match(/(\d+) Results/)?.[1]);
      expect(total).toBeGreaterThan(16);
      const cards = (page: string) => page.match(/<li class="group relative flex flex-col">/g)?.length ?? 0;
      expect(cards(await html("/search/glass"))).toBe(16);
      expect(cards(await html("/search/glass?page=2"))).toBe(Math.min(32, total));
      expect(cards(await html("/search/glass?from=16"))).toBe(Math.min(16, total - 16));
    });

    it("redirects the no-JavaScript forms to the term's address", async () => {
      expect((await request("/search?q=folding%20doors")).headers.get("location")).toBe("/search/folding%20doors");
      expect((await request("/search/content/news?q=plant")).headers.get("location")).toBe("/search/content/news/plant");
      expect((await request(`/search?q=${"a".repeat(5000)}`)).headers.get("location")).toBe(`/search/${"a".repeat(200)}`);
    });

    it.each([
      ["a quote", "%27"],
      ["punctuation only", "%3F%21."],
      ["an unclosed phrase", "%22"],
      ["tsquery operators", "a%20%26%20%7C%20b%3A*"],
      ["SQL", "'%20OR%201%3D1%20--"],
      ["a script tag", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
      ["10 KB of text", "x".repeat(10_240)],
    ])("answers %s as a term with a page, never a 500 (and a negative from as 0)", async (_name, term) => {
      const page = await html(`/search/${term}?from=-1`);
      expect(page).toMatch(/\d+ Results/);
      expect(page).not.toContain("<script>alert(1)</script>");
    });
  });

  describe("POST /api/v1/cms/search", () => {
    it("answers hits.total and hits.hits[]._source in the shape of a search hit, 16 a page", async () => {
      const response = await searchApi({ q: "glass" });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { hits: { total: number; hits: { _source: unknown; highlight: { content: string[] } }[] } };
      expect(body.hits.total).toBeGreaterThan(16);
      expect(body.hits.hits).toHaveLength(16);
      expect(body.hits.hits[0]?._source).toMatchObject({
        id: expect.any(Number),
        paths: [expect.stringMatching(/^\//)],
        content: { title: expect.any(String), image: { image_url: expect.any(String), alt_text: expect.any(String) } },
      });
      expect(body.hits.hits[0]?.highlight.content[0]).toMatch(/<mark>/);
    });

    it("filters by type and tag and pages with from", async () => {
      const news = (await (await searchApi({ q: "", type: "news", size: 3, from: 6 })).json()) as {
        hits: { total: number; hits: unknown[] };
      };
      expect(news.hits.total).toBe(8);
      expect(news.hits.hits).toHaveLength(2);
      const tagged = (await (await searchApi({ q: "", tag: "Awards" })).json()) as { hits: { total: number } };
      expect(tagged.hits.total).toBe(1);
    });

    it.each([
      ["a negative from", { q: "glass", from: -1 }],
      ["a 10 KB term", { q: "x".repeat(10_240) }],
      ["a size of 0", { q: "glass", size: 0 }],
      ["a huge size", { q: "glass", size: 100_000 }],
      ["a type with SQL", { q: "glass", type: "blog'; drop table entities; --" }],
      ["a number for q", { q: 42 }],
    ])("answers 400 JSON for %s", async (_name, body) => {
      const response = await searchApi(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "bad_request" });
    });

    it("answers 400 for a body that is not JSON, and 200 with nothing for punctuation", async () => {
      const broken = await request("/api/v1/cms/search", {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE },
        body: "{nope",
      });
      expect(broken.status).toBe(400);
      expect(await (await searchApi({ q: "?!*()&|:" })).json()).toEqual({ hits: { total: 0, hits: [] } });
    });
  });
});
