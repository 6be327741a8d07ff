import path from "node:path";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { type AnswerCache, answerKey } from "~/platform/answer-cache";
import { badRequest, cachedJson, readable, readJsonBody } from "~/platform/api-answers.server";
import { parseJson } from "~/lib/narrow";
import type { AppEnv } from "~/platform/app-env";
import type { PlatformConfig } from "~/platform/config";
import type { FileStore } from "~/platform/file-store";
import type { DocumentService } from "./service.server";
import { libraryFilePath } from "./file-url";
import { DOCUMENT_PAGE_SIZE, MAX_PAGE, MAX_TERM_LENGTH } from "./query-state";
import { isDownloadToken, zipStartedCookie } from "./zip-download";
import { ZIP_MAX_BYTES, ZIP_MAX_FILES, eachFileOnce, missingFiles, safeFileName, zipStream } from "./zip.server";

const megabytes = (bytes: number) => Math.ceil(bytes / (1024 * 1024));

const Tag = z.string().trim().min(1).max(200);
const Title = z.string().trim().max(200).default("");

const SearchBody = z.object({
  filterConfiguration: z
    .object({
      tags: z.array(Tag).max(100).default([]),
      term: z.string().trim().max(MAX_TERM_LENGTH).default(""),
      filetype: z.string().trim().max(50).default(""),
      /** 0-based: from = page x size (SPEC §7). */
      page: z.number().int().min(0).max(MAX_PAGE).default(0),
    })
    .default({ tags: [], term: "", filetype: "", page: 0 }),
  size: z.number().int().min(1).max(100).default(DOCUMENT_PAGE_SIZE),
  from: z
    .number()
    .int()
    .min(0)
    .max(MAX_PAGE * DOCUMENT_PAGE_SIZE)
    .optional(),
});

const GroupBody = z.object({
  title: Title,
  tags: z.array(Tag).max(20).default([]),
  subgroups: z
    .array(z.object({ title: Title, tags: z.array(Tag).max(20).default([]) }))
    .max(20)
    .default([]),
});

const InfoBody = z.object({ fileName: z.string().trim().min(1).max(300) });

const ZipBody = z.object({
  fileName: z.string().max(300).default("documents"),
  docs: z
    .array(z.object({ name: z.string().max(300).default(""), url: z.string().max(2000) }))
    .min(1)
    .max(ZIP_MAX_FILES),
});

/**
 * A zip request as JSON (SPEC §7) or as the block's plain form post (a native download, see
 * zip-download.ts): the form carries `docs` as JSON text and the token its answer names in a cookie.
 */
async function readZipRequest(c: Context<AppEnv>): Promise<{ body: unknown; downloadToken: string | null }> {
  if (!c.req.header("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    return { body: await readJsonBody(c), downloadToken: null };
  }
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const body = readable({
    fileName: typeof form.fileName === "string" ? form.fileName : undefined,
    docs: typeof form.docs === "string" ? parseJson(form.docs) : undefined,
  });
  return { body, downloadToken: isDownloadToken(form.download) ? form.download : null };
}

/** The document calls of SPEC §7, mounted at /ES/documents. docs/api.md describes every answer. */
export function documentsApi(services: {
  documents: DocumentService;
  config: Pick<PlatformConfig, "SITE_URL">;
  /** Where the library's files are (below `media/`). */
  storage: { files: FileStore };
  answers: AnswerCache;
}) {
  const { documents, config, answers } = services;
  const api = new Hono<AppEnv>();

  api.post("/search", async (c) => {
    const body = SearchBody.safeParse(await readJsonBody(c));
    if (!body.success) return badRequest(c, "The search request is not valid.", body.error.issues);
    const { filterConfiguration: filters, size } = body.data;
    const from = body.data.from ?? filters.page * size;
    // The tags' order and repeats change nothing: any of a group's tags matches.
    const tags = [...new Set(filters.tags)].sort();
    const query = { term: filters.term, tags, filetype: filters.filetype, from, size };
    const key = answerKey("documents/search", query.term, query.tags, query.filetype, query.from, query.size);
    return cachedJson(c, answers, key, async () => ({ data: await documents.search(query) }));
  });

  api.post("/group", async (c) => {
    const body = GroupBody.safeParse(await readJsonBody(c));
    if (!body.success) return badRequest(c, "The document group request is not valid.", body.error.issues);
    const { title, tags, subgroups } = body.data;
    const key = answerKey(
      "documents/group",
      title,
      tags,
      subgroups.map((subgroup) => [subgroup.title, subgroup.tags]),
    );
    return cachedJson(c, answers, key, () => documents.group(body.data));
  });

  api.post("/info", async (c) => {
    const body = InfoBody.safeParse(await readJsonBody(c));
    if (!body.success) return badRequest(c, "The document info request is not valid.", body.error.issues);
    const fileName = path.posix.basename(body.data.fileName);
    return cachedJson(c, answers, answerKey("documents/info", fileName), () => documents.info(fileName));
  });

  api.post("/zip", async (c) => {
    const request = await readZipRequest(c);
    const body = ZipBody.safeParse(request.body);
    if (!body.success) return badRequest(c, "The zip request is not valid.", body.error.issues);
    const requested = body.data.docs.map((doc) => ({ name: doc.name, filePath: libraryFilePath(doc.url, [config.SITE_URL]) }));
    const foreign = requested.findIndex((doc) => doc.filePath === null);
    if (foreign >= 0)
      return badRequest(c, "Only documents of the library can be zipped.", [
        { path: ["docs", foreign, "url"], message: "not a library document" },
      ]);
    const files = new Map((await documents.filesAt(requested.map((doc) => doc.filePath!))).map((file) => [file.filePath, file]));
    const unknown = requested.findIndex((doc) => !files.has(doc.filePath!));
    if (unknown >= 0)
      return badRequest(c, "Only documents of the library can be zipped.", [
        { path: ["docs", unknown, "url"], message: "no such document" },
      ]);
    // The same file asked for again (under another name, or at another address of it) goes in once.
    const unique = eachFileOnce(requested);
    const totalBytes = unique.reduce((sum, doc) => sum + files.get(doc.filePath!)!.size, 0);
    if (totalBytes > ZIP_MAX_BYTES)
      return badRequest(
        c,
        `These documents come to ${megabytes(totalBytes)} MB; one download takes at most ${megabytes(ZIP_MAX_BYTES)} MB. Download them in smaller groups.`,
      );

    const entries = unique.map((doc) => ({
      name: doc.name || path.posix.basename(doc.filePath!),
      filePath: doc.filePath!,
      extension: files.get(doc.filePath!)!.displayType.toLowerCase(),
    }));
    const missing = await missingFiles(services.storage.files, entries);
    if (missing.length > 0) {
      c.get("log").error({ files: missing.map((entry) => entry.filePath) }, "library files missing from storage");
      return c.json({ error: "not_found", message: `${missing.length} of these documents cannot be found. Please try again later.` }, 404);
    }
    const fileName = `${safeFileName(body.data.fileName)}.zip`;
    return new Response(zipStream(services.storage.files, entries), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
        ...(request.downloadToken ? { "Set-Cookie": zipStartedCookie(request.downloadToken) } : {}),
      },
    });
  });

  return api;
}
