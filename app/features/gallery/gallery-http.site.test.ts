import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteTestDatabases } from "../../../tests/support/database";
import { openTestSite, type TestSite } from "../../../tests/support/site";

const SITE = "http://localhost:3000";

describe.each(siteTestDatabases())("the galleries over HTTP on $name", ({ open }) => {
  let site: TestSite;
  const get = (path: string) => site.app.request(`${SITE}${path}`);
  const post = (path: string, body: unknown) =>
    site.app.request(`${SITE}${path}`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const html = async (path: string, status = 200) => {
    const response = await get(path);
    expect(response.status, path).toBe(status);
    return response.text();
  };
  const hrefs = (page: string, pattern: RegExp) => [...page.matchAll(pattern)].map((match) => match[1]!.replaceAll("&amp;", "&"));

  beforeAll(async () => {
    site = await openTestSite(await open());
  }, 480_000);
  afterAll(() => site.close());

  describe("POST /ES/gallery/{images|videos}", () => {
    it("answers hits.total and hits.hits with _id and _source (SPEC §3 fields)", async () => {
      const response = await post("/ES/gallery/images", { cat: "Residential", size: 8, from: 0 });
      expect(response.status).toBe(200);
      const { hits } = (await response.json()) as { hits: { total: number; hits: { _id: string; _source: Record<string, unknown> }[] } };
      expect(hits.total).toBe(12);
      expect(hits.hits).toHaveLength(8);
      expect(Object.keys(hits.hits[0]!._source)).toEqual(
        expect.arrayContaining([
          "title",
          "description",
          "alt_text",
          "created_at",
          "cdn_paths",
          "grouped_tags",
          "Product Style",
          "Material",
        ]),
      );
      expect(hits.hits[0]!._source.cdn_paths).toEqual({
        original: expect.stringMatching(/^\/media\/gallery\//),
        "575": expect.stringContaining("w=575"),
      });
    });

    it("holds 60 project pictures across the five categories and 16 videos of every provider", async () => {
      const pictures = (await (await post("/ES/gallery/images", {})).json()) as { hits: { total: number } };
      expect(pictures.hits.total).toBeGreaterThanOrEqual(60);
      const videos = (await (await post("/ES/gallery/videos", { cat: "All Videos", size: 1000, from: 0 })).json()) as {
        hits: { total: number; hits: { _source: { video_platform: string; tags: string[] } }[] };
      };
      expect(videos.hits.total).toBeGreaterThanOrEqual(16);
      expect(new Set(videos.hits.hits.map((hit) => hit._source.video_platform))).toEqual(
        new Set(["eko", "vimeo", "youtube", "vzaar", "raw_url"]),
      );
      for (const tag of ["V2 Videos", "Interactive Videos", "LaCantina Videos", "TV Shows"]) {
        expect(
          videos.hits.hits.some((hit) => hit._source.tags.includes(tag)),
          tag,
        ).toBe(true);
      }
    });

    it("answers 400 to bad input", async () => {
      for (const [path, body] of [
        ["/ES/gallery/images", "{not json"],
        ["/ES/gallery/images", { size: 1001 }],
        ["/ES/gallery/images", { from: -8 }],
        ["/ES/gallery/images", { size: "8" }],
        ["/ES/gallery/images", { cat: 5 }],
        ["/ES/gallery/audio", {}],
      ] as const) {
        const response = await post(path, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toMatchObject({ error: "bad_request" });
      }
    });
  });

  describe("videos", () => {
    it("answers a video by id, by slug and by tag", async () => {
      const byId = await get("/ES/gallery/videos/video-01");
      expect(byId.status).toBe(200);
      expect(await byId.json()).toMatchObject({
        _id: "video-01",
        _source: { slug: "v2-folding-door-overview", video_platform: "raw_url" },
      });
      expect((await get("/ES/gallery/videos/nope")).status).toBe(404);
      const bySlug = (await (await get("/ES/gallery/videos/slug/tv-shows-coastal-home-makeover")).json()) as {
        hits: { hits: { _id: string }[] };
      };
      expect(bySlug.hits.hits[0]?._id).toMatch(/^video-/);
      expect((await get("/ES/gallery/videos/slug/Bad%20Slug")).status).toBe(400);
      const byTag = (await (await get("/ES/gallery/videos/tag/TV%20Shows")).json()) as { hits: { total: number } };
      expect(byTag.hits.total).toBe(5);
    });

    it("answers a provider video's subtitles, skips raw_url and refuses bad input", async () => {
      const response = await post("/api/v1/video-transcripts/youtube", { id: "V2swingDoor1?autoplay=1" });
      expect(await response.json()).toEqual({
        data: {
          subtitles: [{ "subtitle-language-short-name": "en", "subtitle-url": "/media/gallery/transcripts/v2-swing-door-features.vtt" }],
        },
      });
      expect(await (await post("/api/v1/video-transcripts/raw_url", { id: "/media/x.mp4" })).json()).toEqual({ data: { subtitles: [] } });
      expect((await post("/api/v1/video-transcripts/dailymotion", { id: "x" })).status).toBe(400);
      expect((await post("/api/v1/video-transcripts/vimeo", {})).status).toBe(400);
      expect((await post("/api/v1/video-transcripts/vimeo", "[")).status).toBe(400);
    });

    it("serves the transcript's track and the local clip from storage", async () => {
      const track = await get("/media/gallery/transcripts/v2-folding-door-overview.vtt");
      expect(track.status).toBe(200);
      expect(await track.text()).toMatch(/^WEBVTT/);
      const clip = await get("/media/gallery/videos/v2-folding-door-overview.mp4");
      expect(clip.status).toBe(200);
      expect(clip.headers.get("content-type")).toBe("video/mp4");
    });
  });

  describe("the image gallery page", () => {
    it("renders Residential by default: the category bar, 8 pictures and Load More raising the count by 8", async () => {
      const page = await html("/image-gallery");
      expect(page).toMatch(/aria-current="page"[^>]*>Residential</);
      expect(page.match(/view larger/g)).toHaveLength(8);
      expect(hrefs(page, /href="([^"]*)"[^>]*>Load More/g)).toEqual(["/image-gallery?count=16"]);
      expect(page).toContain("Showing <!-- -->8<!-- --> of <!-- -->12");
    });

    it("shows the next 8 and hides Load More once offset + 8 reaches the total", async () => {
      const page = await html("/image-gallery/category/Residential?count=16");
      expect(page.match(/view larger/g)).toHaveLength(12);
      expect(page).not.toContain("Load More");
    });

    it("starts a category again at 8, with its own Load More", async () => {
      const page = await html("/image-gallery/category/resort-hotel");
      expect(page).toMatch(/aria-current="page"[^>]*>Resort-Hotel</);
      expect(page.match(/view larger/g)).toHaveLength(8);
      expect(hrefs(page, /href="([^"]*)"[^>]*>Load More/g)).toEqual(["/image-gallery/category/resort-hotel?count=16"]);
      expect(hrefs(page, /href="(\/image-gallery\/category\/[^"]*)"/g)).toContain("/image-gallery/category/Development-Multi-Family");
    });

    it("answers 404 for an unknown category, and ignores a hostile count", async () => {
      await html("/image-gallery/category/kitchens", 404);
      expect((await html("/image-gallery?count=99999%3Cscript%3E")).match(/view larger/g)).toHaveLength(8);
    });

    it("sends no lightbox code with the page", async () => {
      expect(await html("/image-gallery")).not.toMatch(/Lightbox-[\w-]+\.js/);
    });
  });

  describe("the video pages", () => {
    it("lists V2 at /video-gallery, linking to each video without a category", async () => {
      const page = await html("/video-gallery");
      expect(page).toMatch(/aria-current="page"[^>]*>V2</);
      expect(hrefs(page, /href="(\/video-gallery\/[a-z0-9-]+[^"]*)"/g).filter((href) => !href.includes("/category/"))).toEqual(
        expect.arrayContaining(["/video-gallery/v2-folding-door-overview"]),
      );
    });

    it("carries the category from a category page to each video", async () => {
      const page = await html("/video-gallery/category/tv-shows");
      const videos = hrefs(page, /href="(\/video-gallery\/[a-z0-9-]+\?category=[^"]*)"/g);
      expect(videos).toHaveLength(5);
      expect(videos.every((href) => href.endsWith("?category=tv-shows"))).toBe(true);
      await html("/video-gallery/category/cartoons", 404);
    });

    it("shows the player poster, title, description, transcript and VideoObject; Back goes to /video-gallery", async () => {
      const page = await html("/video-gallery/v2-folding-door-overview");
      expect(page).toContain('aria-label="Play video: V2 Folding Door Overview"');
      expect(page).not.toContain("<video");
      expect(page).toContain("<h1");
      expect(page).toContain("Its slim vinyl panels fold and stack to one side");
      expect(page).toContain('"@type":"VideoObject"');
      expect(hrefs(page, /href="([^"]*)"[^>]*><span aria-hidden="true">&lt;<\/span> Back/g)).toEqual(["/video-gallery"]);
    });

    it("goes Back to the carried category and passes it on to up to 3 'More Video' links of the same category", async () => {
      const page = await html("/video-gallery/tv-shows-coastal-home-makeover?category=tv-shows");
      expect(hrefs(page, /href="([^"]*)"[^>]*><span aria-hidden="true">&lt;<\/span> Back/g)).toEqual(["/video-gallery/category/tv-shows"]);
      // The section up to the footer, whose language links lead to this same page.
      const more = page.slice(page.indexOf("More Video"), page.indexOf("<footer"));
      const related = hrefs(more, /href="(\/video-gallery\/[^"]+)"/g);
      expect(related).toHaveLength(3);
      expect(related.some((href) => href.startsWith("/video-gallery/tv-shows-coastal-home-makeover"))).toBe(false);
      expect(related.every((href) => href.startsWith("/video-gallery/tv-shows-") && href.endsWith("?category=tv-shows"))).toBe(true);
    });

    it("asks for consent before an Eko or Vzaar player, with the messages of SPEC §8", async () => {
      const text = async (path: string) => (await html(path)).replaceAll("<!-- -->", "");
      expect(await text("/video-gallery/interactive-folding-door-explorer")).toMatch(
        /Please <button[^>]*>accept marketing, preferences, and statistics cookies<\/button> to enable the video player/,
      );
      expect(await text("/video-gallery/interactive-screen-systems")).toMatch(
        /Please <button[^>]*>accept preferences and statistics cookies<\/button> to enable the video player/,
      );
    });

    it("renders no player for a video of an unknown provider", async () => {
      const video = (await site.services.gallery.videoBySlug("tv-shows-hillside-great-room"))!;
      await site.services.gallery.saveItems([
        {
          _id: "video-unknown-provider",
          medium: "videos",
          _source: { ...video._source, slug: "unknown-provider", tags: [], video_platform: "dailymotion" as "vimeo" },
        },
      ]);
      const page = await html("/video-gallery/unknown-provider");
      expect(page).toContain("<h1");
      expect(page).not.toContain("Play video");
      expect(page).not.toContain("to enable the video player");
    });

    it("answers 404 for an unknown slug", async () => {
      await html("/video-gallery/no-such-video", 404);
    });
  });
});
