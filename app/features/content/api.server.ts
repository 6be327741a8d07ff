import { type Context, Hono } from "hono";
import { z } from "zod";
import { badRequest, readJsonBody } from "~/platform/api-answers.server";
import type { AppEnv } from "~/platform/app-env";
import type { PlatformConfig } from "~/platform/config";
import { normalisePath } from "./routes.server";
import type { ContentService } from "./service.server";
import { hasPreviewAccess, previewHeaders } from "./preview-access.server";
import { type ContentPage, ContentPathSchema } from "./schema";
import type { Showing } from "./translations.server";
import { localeOfHeader } from "~/i18n/locale";
import type { LocaleRegistry } from "~/i18n/locales.server";

const NameSchema = z.string().min(1).max(200);
const TypeSchema = z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, "type is a lower-case name such as blog_page");

const ComponentsBodySchema = z.object({ components: z.array(NameSchema).min(1).max(50) });

const ListQuerySchema = z.object({
  type: TypeSchema.optional(),
  tag: z.string().min(1).max(100).optional(),
  withElements: z
    .string()
    .max(500)
    .transform((names) => names.split(",").filter(Boolean))
    .pipe(z.array(TypeSchema).max(20))
    .optional(),
  sortByElementDesc: z.literal("publication_date").optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

type ApiEnv = { Variables: AppEnv["Variables"] & { locale: string } };

function notFound(c: Context<ApiEnv>, message: string) {
  return c.json({ error: "not_found", message }, 404);
}

/** An entity as the API answers it: the page metadata flattened beside the entity's fields (SPEC §3). */
function toApiEntity({ metadata, ...page }: ContentPage) {
  return { ...page, ...metadata };
}

/**
 * `path/about`, `path%2Fabout` and `path%2Fabout%2Fcareers` all name `/about...`: the route
 * parameter (decoded by Hono) less its `path` or `preview` word. Null when it is not a content path.
 */
function contentPath(target: string, kind: "path" | "preview"): string | null {
  const rest = target.slice(kind.length);
  const path = normalisePath(rest.startsWith("/") ? rest : `/${rest}`);
  return ContentPathSchema.safeParse(path).success ? path : null;
}

/**
 * The page at `path` in `locale` as the site shows it (decision 0055): a translation completed from
 * its source, the translation at its own path when it has another, or the untranslated source, its
 * blocks marked with their locale.
 */
async function pageInLocale(content: ContentService, path: string, locale: string, showing: Showing): Promise<ContentPage | null> {
  const found = await content.pageInLocale(path, locale, showing);
  if (found?.kind !== "elsewhere") return found?.page ?? null;
  const translation = await content.pageInLocale(found.path, locale, showing);
  return translation?.kind === "page" ? translation.page : null;
}

/** The content calls of SPEC §7, mounted at /api/v1/cms. docs/api.md describes every answer. */
export function contentApi(services: {
  content: ContentService;
  config: Pick<PlatformConfig, "PREVIEW_SECRET">;
  locales: Pick<LocaleRegistry, "defaultLocale" | "byTag">;
}) {
  const { content, config, locales } = services;
  const api = new Hono<ApiEnv>();

  api.use(async (c, next) => {
    const locale = localeOfHeader(c.req.header("locale"), locales);
    if (locale === null) return badRequest(c, "The Locale header names no locale this site serves.");
    c.set("locale", locale);
    return next();
  });

  api.get("/entities", async (c) => {
    const query = ListQuerySchema.safeParse(c.req.query());
    if (!query.success) return badRequest(c, "The query is not valid.", query.error.issues);
    const list = await content.listEntities(query.data, c.get("locale"));
    return c.json({ data: list.data.map(toApiEntity), total: list.total });
  });

  api.get("/entities/slug/:slug", async (c) => {
    const slug = NameSchema.safeParse(c.req.param("slug"));
    if (!slug.success) return badRequest(c, "The slug is not valid.", slug.error.issues);
    // SPEC §7/§8: a missing or failing slug answers an empty object.
    try {
      const entity = await content.entityBySlug(slug.data, c.get("locale"));
      return c.json(entity ? toApiEntity(entity) : {});
    } catch (error) {
      c.get("log").error({ err: error, slug: slug.data }, "entity by slug failed");
      return c.json({});
    }
  });

  api.post("/entities/components", async (c) => {
    const body = await readJsonBody(c);
    const parsed = ComponentsBodySchema.safeParse(body);
    if (!parsed.success) return badRequest(c, "The body must be {components: [names]}.", parsed.error.issues);
    // SPEC §7/§8: a failed lookup answers an empty object; a missing name is simply absent.
    try {
      const found = await content.componentsByName(parsed.data.components, c.get("locale"));
      return c.json(
        Object.fromEntries(Object.entries(found).map(([slug, elements]) => [slug, elements.map((element) => ({ ...element, slug }))])),
      );
    } catch (error) {
      c.get("log").error({ err: error, components: parsed.data.components }, "components lookup failed");
      return c.json({});
    }
  });

  api.get("/entities/:id{[0-9]+}", async (c) => {
    const id = z.coerce.number().int().min(1).max(2_147_483_647).safeParse(c.req.param("id"));
    if (!id.success) return badRequest(c, "The id is not valid.", id.error.issues);
    const entity = await content.entityById(id.data);
    return entity ? c.json(toApiEntity(entity)) : notFound(c, `No entity with id ${id.data}.`);
  });

  api.get("/entities/:target{path(?:[/%].*)?}", async (c) => {
    const path = contentPath(c.req.param("target"), "path");
    if (path === null) return badRequest(c, "The path is not valid.");
    const entity = await pageInLocale(content, path, c.get("locale"), "published");
    return entity ? c.json(toApiEntity(entity)) : notFound(c, `No page at ${path}.`);
  });

  api.get("/entities/:target{preview(?:[/%].*)?}", async (c) => {
    for (const [name, value] of Object.entries(previewHeaders)) c.header(name, value);
    // Without the editor's secret a draft does not exist, whether or not there is one.
    if (!hasPreviewAccess(config.PREVIEW_SECRET, c.req.raw.headers)) return notFound(c, "No preview here.");
    const path = contentPath(c.req.param("target"), "preview");
    if (path === null) return badRequest(c, "The path is not valid.");
    const entity = await pageInLocale(content, path, c.get("locale"), "preview");
    return entity ? c.json(toApiEntity(entity)) : notFound(c, `No page at ${path}.`);
  });

  api.all("/entities/*", (c) => notFound(c, `No API endpoint at ${c.req.path}.`));

  return api;
}
