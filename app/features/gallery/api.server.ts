import { Hono } from "hono";
import { z } from "zod";
import { type AnswerCache, answerKey } from "~/platform/answer-cache";
import { badRequest, cachedJson, readJsonBody } from "~/platform/api-answers.server";
import type { AppEnv } from "~/platform/app-env";
import type { GalleryService } from "./service.server";
import type { TranscriptService } from "./transcripts.server";
import { galleryMedia } from "./tables.server";

const GallerySearchSchema = z.object({
  cat: z.string().trim().max(100).optional(),
  // SPEC §9: the site asks for 1000 at a time.
  size: z.number().int().min(0).max(1000).default(1000),
  from: z.number().int().min(0).max(100_000).default(0),
});
const MediumSchema = z.enum(galleryMedia);
const IdSchema = z.string().min(1).max(200);
const SlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "A slug is lower-case letters, digits and dashes");
const TagSchema = z.string().trim().min(1).max(100);
const TranscriptProviderSchema = z.enum(["eko", "vimeo", "youtube", "vzaar", "raw_url"]);
const TranscriptBodySchema = z.object({ id: z.string().trim().min(1).max(500) });

/** SPEC §7 gallery calls, mounted at /ES/gallery. docs/api.md describes every answer. */
export function galleryApi({ gallery, answers }: { gallery: GalleryService; answers: AnswerCache }) {
  const api = new Hono<AppEnv>();

  api.post("/:medium", async (c) => {
    const medium = MediumSchema.safeParse(c.req.param("medium"));
    if (!medium.success) return badRequest(c, "The gallery is images or videos.", medium.error.issues);
    const body = GallerySearchSchema.safeParse(await readJsonBody(c));
    if (!body.success) return badRequest(c, "The body must be JSON with cat, size (up to 1000) and from.", body.error.issues);
    // No category and an empty one both show the whole gallery (service.server.ts).
    const key = answerKey(`gallery/${medium.data}`, body.data.cat || null, body.data.size, body.data.from);
    return cachedJson(c, answers, key, async () => ({ hits: await gallery.search(medium.data, body.data) }));
  });

  api.get("/videos/slug/:slug", async (c) => {
    const slug = SlugSchema.safeParse(c.req.param("slug"));
    if (!slug.success) return badRequest(c, "The slug is not valid.", slug.error.issues);
    const video = await gallery.videoBySlug(slug.data);
    return c.json({ hits: { total: video ? 1 : 0, hits: video ? [video] : [] } });
  });

  api.get("/videos/tag/:tag", async (c) => {
    const tag = TagSchema.safeParse(c.req.param("tag"));
    if (!tag.success) return badRequest(c, "The tag is not valid.", tag.error.issues);
    const videos = await gallery.videosByTag(tag.data);
    return c.json({ hits: { total: videos.length, hits: videos } });
  });

  api.get("/videos/:id", async (c) => {
    const id = IdSchema.safeParse(c.req.param("id"));
    if (!id.success) return badRequest(c, "The id is not valid.", id.error.issues);
    const video = await gallery.videoById(id.data);
    if (!video) return c.json({ error: "not_found", message: `No video with id ${id.data}.` }, 404);
    return c.json(video);
  });

  return api;
}

/** SPEC §7 "POST /api/v1/video-transcripts/{provider}", mounted at /api/v1/video-transcripts. */
export function transcriptsApi({ transcripts }: { transcripts: TranscriptService }) {
  const api = new Hono<AppEnv>();
  api.post("/:provider", async (c) => {
    const provider = TranscriptProviderSchema.safeParse(c.req.param("provider"));
    if (!provider.success) return badRequest(c, "The provider is eko, vimeo, youtube, vzaar or raw_url.", provider.error.issues);
    const body = TranscriptBodySchema.safeParse(await readJsonBody(c));
    if (!body.success) return badRequest(c, "The body must be JSON with the video id.", body.error.issues);
    // A raw_url file has no provider to ask (SPEC §7: skipped).
    const subtitles = provider.data === "raw_url" ? [] : await transcripts.subtitles(provider.data, body.data.id);
    return c.json({ data: { subtitles } });
  });
  return api;
}
