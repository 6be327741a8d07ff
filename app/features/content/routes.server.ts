import { data, href, redirect } from "react-router";
import type { SiteConfig } from "~/lib/site-config";
import type { Logger } from "~/platform/logger";
import type { RedirectService } from "../seo/index.server";
import type { BreadcrumbItem } from "~/ui/Breadcrumb";
import type { ParsedBlock } from "../blocks";
import type { BlockService } from "../blocks/index.server";
import { contentBreadcrumb } from "./breadcrumb";
import { mayPreview, type PreviewAuthority, previewHeaders } from "./preview-access.server";
import { previewTarget } from "./preview-path";
import type { ContentPage } from "./schema";
import type { ContentService } from "./service.server";

/** What the content pages need of the process. */
export type ContentPageServices = PreviewAuthority & {
  content: ContentService;
  blocks: Pick<BlockService, "prepareBlocks">;
  redirects: RedirectService;
  site: SiteConfig;
  log: Logger;
};

export type ContentPageData = {
  page: Omit<ContentPage, "elements">;
  blocks: ParsedBlock[];
  /** Shown after the first block; null for none. */
  breadcrumb: BreadcrumbItem[] | null;
  /** A draft shown to an editor: never indexed. */
  preview: boolean;
};

export const NOT_FOUND_PATH = href("/404");

/** `/about/` and `/about` are one page; the root stays `/`. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function toPageData(services: ContentPageServices, page: ContentPage, preview = false): ContentPageData {
  const { elements, ...rest } = page;
  return {
    page: rest,
    blocks: services.blocks.prepareBlocks(elements, services.log),
    breadcrumb: contentBreadcrumb(page, services.site.brand),
    preview,
  };
}

/** The /404 content with status 404. */
export async function notFoundPage(services: ContentPageServices, headers?: HeadersInit) {
  const notFound = await services.content.pageByPath(NOT_FOUND_PATH);
  if (!notFound) throw data(null, { status: 404, headers });
  return data(toPageData(services, notFound), { status: 404, headers });
}

/**
 * The landing page component's loader (SPEC §2): the published page at `pathname`, or the
 * not-found page with status 404. Throws a bare 404 only when even that page is missing.
 */
export async function loadContentPage(services: ContentPageServices, pathname: string, status: 200 | 404 = 200) {
  const page = await services.content.pageByPath(normalisePath(pathname));
  // SPEC §9: a page marked metaNoIndex says so in its headers too, for crawlers that read no HTML.
  const headers = page?.metadata.metaNoIndex ? { "X-Robots-Tag": "noindex, nofollow" } : undefined;
  if (page && page.elements.length > 0) return data(toPageData(services, page), { status, headers });
  return movedOrNotFound(services, pathname);
}

/**
 * An address with nothing to show: its redirect when the redirects table has one, otherwise the
 * not-found page. Documents meet redirects in the HTTP layer; a client navigation to an old
 * address (a `.data` request) reaches the route's loader, which meets them here.
 */
export async function movedOrNotFound(services: ContentPageServices, pathname: string) {
  const moved = await services.redirects.resolve(pathname, services.log);
  if (moved) throw redirect(moved.location, moved.status);
  return notFoundPage(services);
}

/**
 * A preview address (`/preview/...` or `.../preview`): the draft of the page it names, for a
 * request that carries the editor's preview cookie or a signed-in editor's session. Anyone else gets the not-found page, so a
 * draft's existence is not given away. `typed` is the draft as the editor is typing it (admin-typed-draft.server.ts).
 */
export async function loadPreviewPage(services: ContentPageServices, request: Request, url: URL, typed: ContentPage | null = null) {
  const target = previewTarget(url.pathname);
  if (target === null || !(await mayPreview(services, request.headers))) return notFoundPage(services, previewHeaders);
  const page = typed ?? (await services.content.previewByPath(target));
  // A page without blocks yet (a new one) previews as what it is, not as the not-found page visitors would get.
  if (page) return data(toPageData(services, page, true), { headers: previewHeaders });
  return notFoundPage(services, previewHeaders);
}

/**
 * The catch-all page: a path ending in `/preview` is a preview, anything else the published page.
 * `url` is React Router's normalised URL: `request.url` of a client navigation ends in `.data`.
 */
export function loadRequestedPage(services: ContentPageServices, request: Request, url: URL, typed: ContentPage | null = null) {
  return previewTarget(url.pathname) === null ? loadContentPage(services, url.pathname) : loadPreviewPage(services, request, url, typed);
}
