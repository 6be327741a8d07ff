import { data, href, redirect } from "react-router";
import type { Alternate, WithAlternates } from "~/i18n/alternates";
import { localizedPath, unprefixedPath } from "~/i18n/locale";
import type { LocaleRegistry, RegisteredLocale } from "~/i18n/locales.server";

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
import type { Translation } from "./translations.server";

/** What the content pages need of the process. */
export type ContentPageServices = PreviewAuthority & {
  content: ContentService;
  blocks: Pick<BlockService, "prepareBlocks">;
  redirects: RedirectService;
  site: SiteConfig;
  log: Logger;
  locales: Pick<LocaleRegistry, "defaultLocale" | "byTag">;
  /** The locale of the address asked for (decision 0055); the default locale's where none is given. */
  locale?: RegisteredLocale;
};

export type ContentPageData = {
  page: Omit<ContentPage, "elements">;
  blocks: ParsedBlock[];
  /** Shown after the first block; null for none. */
  breadcrumb: BreadcrumbItem[] | null;
  /** A draft shown to an editor: never indexed. */
  preview: boolean;
} & WithAlternates;

export const NOT_FOUND_PATH = href("/404");

/** `/about/` and `/about` are one page; the root stays `/`. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const localeOf = (services: ContentPageServices) => services.locale ?? services.locales.defaultLocale;

/** Each locale a page is published in that the site serves, at its address there (prefix included). */
export function alternatesOf(services: ContentPageServices, translations: readonly Translation[]): Alternate[] {
  return translations.flatMap(({ locale, path }) => {
    const served = services.locales.byTag(locale);
    return served ? [{ tag: served.tag, path: localizedPath(served.prefix, path) }] : [];
  });
}

function toPageData(
  services: ContentPageServices,
  page: ContentPage,
  translations: readonly Translation[],
  preview = false,
): ContentPageData {
  const { elements, ...rest } = page;
  return {
    page: rest,
    blocks: services.blocks.prepareBlocks(elements, services.log),
    // The breadcrumb's links are the page's locale's: its parents' addresses under the prefix.
    breadcrumb: contentBreadcrumb(page, services.site.brand),
    preview,
    alternates: alternatesOf(services, translations),
  };
}

/** The /404 content with status 404, in the request's locale where it is translated. */
export async function notFoundPage(services: ContentPageServices, headers?: HeadersInit) {
  const found = await services.content.pageInLocale(NOT_FOUND_PATH, localeOf(services).tag);
  if (!found || found.kind === "elsewhere") throw data(null, { status: 404, headers });
  return data(toPageData(services, found.page, []), { status: 404, headers });
}

/**
 * The landing page component's loader (SPEC §2): the published page at `pathname`, or the
 * not-found page with status 404. Throws a bare 404 only when even that page is missing.
 */
export async function loadContentPage(services: ContentPageServices, pathname: string, url: URL, status: 200 | 404 = 200) {
  const found = await publishedInLocale(services, normalisePath(pathname), url);
  const page = found?.page;
  // SPEC §9: a page marked metaNoIndex says so in its headers too, for crawlers that read no HTML.
  const headers = page?.metadata.metaNoIndex ? { "X-Robots-Tag": "noindex, nofollow" } : undefined;
  if (found && page && page.elements.length > 0) return data(toPageData(services, page, found.translations), { status, headers });
  return movedOrNotFound(services, pathname);
}

/**
 * The published page at `path` (a default-locale address) in the request's locale. Decision 0055:
 * a translation's own address is the page's in its locale (301 there), and a page with no
 * translation is read at its default-locale address (302), not copied under the prefix.
 * React Router puts the locale's prefix before a redirect's path, not before a whole URL: the
 * default locale's address is written whole, on the address asked for.
 */
export async function publishedInLocale(services: ContentPageServices, path: string, url: URL) {
  const found = await services.content.pageInLocale(path, localeOf(services).tag);
  if (found?.kind === "elsewhere") throw redirect(found.path, 301);
  if (found?.kind === "untranslated") throw redirect(new URL(found.page.path, url).href, 302);
  return found;
}

/** The address asked for without the locale's prefix: content keeps every locale's paths unprefixed. */
export const requestedPath = (services: ContentPageServices, url: URL) => unprefixedPath(localeOf(services).prefix, url.pathname);

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
  const target = previewTarget(requestedPath(services, url));
  if (target === null || !(await mayPreview(services, request.headers))) return notFoundPage(services, previewHeaders);
  const found = typed ? null : await services.content.pageInLocale(target, localeOf(services).tag, "preview");
  // A page with no translation yet previews in the default locale, marked so.
  const page = typed ?? (found?.kind === "elsewhere" ? null : found?.page);
  // A page without blocks yet (a new one) previews as what it is, not as the not-found page visitors would get.
  if (page) return data(toPageData(services, page, [], true), { headers: previewHeaders });
  return notFoundPage(services, previewHeaders);
}

/**
 * The catch-all page: a path ending in `/preview` is a preview, anything else the published page.
 * `url` is React Router's normalised URL: `request.url` of a client navigation ends in `.data`.
 */
export function loadRequestedPage(services: ContentPageServices, request: Request, url: URL, typed: ContentPage | null = null) {
  const path = requestedPath(services, url);
  return previewTarget(path) === null ? loadContentPage(services, path, url) : loadPreviewPage(services, request, url, typed);
}
