import { Hono } from "hono";
import { z } from "zod";
import { type AnswerCache, answerKey } from "~/platform/answer-cache";
import { badRequest, cachedJson, readJsonBody } from "~/platform/api-answers.server";
import type { AppEnv } from "~/platform/app-env";
import type { SearchService } from "./service.server";
import { localeOfHeader } from "~/i18n/locale";
import type { LocaleRegistry } from "~/i18n/locales.server";
import { MAX_TERM_LENGTH, SEARCH_PAGE_SIZE, type SearchHit } from "./hit";

/** SPEC §7 `POST {cms base}/search`: JSON q, size, from, type, tag. */
export const SearchBodySchema = z.object({
  q: z.string().max(MAX_TERM_LENGTH, `q is at most ${MAX_TERM_LENGTH} characters`).default(""),
  size: z.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
  from: z.number().int().min(0).max(10_000).default(0),
  type: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,49}$/, "type is a lower-case name such as blog")
    .optional(),
  tag: z.string().min(1).max(100).optional(),
});

/** A hit in the shape SPEC §3 names, with the highlighted snippet beside `_source`. */
function toApiHit(hit: SearchHit) {
  return {
    _id: String(hit.id),
    _source: {
      id: hit.id,
      type: hit.type,
      paths: hit.paths,
      content: { title: hit.content.title, image: hit.content.image },
      publication_date: hit.publicationDate,
    },
    highlight: { content: [hit.snippet] },
  };
}

/** Mounted at /api/v1/cms beside the content API; docs/api.md describes the answer. */
export function searchApi(services: {
  search: SearchService;
  answers: AnswerCache;
  locales: Pick<LocaleRegistry, "defaultLocale" | "byTag">;
}) {
  const api = new Hono<AppEnv>();
  api.post("/search", async (c) => {
    const locale = localeOfHeader(c.req.header("locale"), services.locales);
    if (locale === null) return badRequest(c, "The Locale header names no locale this site serves.");
    const body = await readJsonBody(c);
    const parsed = SearchBodySchema.safeParse(body ?? {});
    if (body === undefined || !parsed.success) {
      return badRequest(c, "The body must be JSON {q, size, from, type, tag}.", parsed.success ? [] : parsed.error.issues);
    }
    const { q, size, from, type, tag } = parsed.data;
    // The service searches for the trimmed text (service.server.ts).
    const key = answerKey("cms/search", locale, q.trim(), size, from, type ?? null, tag ?? null);
    return cachedJson(c, services.answers, key, async () => {
      const result = await services.search.search({ ...parsed.data, locale: locale });
      return { hits: { total: result.total, hits: result.hits.map(toApiHit) } };
    });
  });
  return api;
}
