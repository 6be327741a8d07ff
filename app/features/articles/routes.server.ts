import { data } from "react-router";
import type { BreadcrumbItem } from "~/ui/Breadcrumb";
import type { ParsedBlock } from "../blocks";
import {
  type ContentPageServices,
  mayPreview,
  loadRequestedPage,
  movedOrNotFound,
  notFoundPage,
  previewHeaders,
  type Translation,
  alternatesOf,
  publishedInLocale,
  requestedPath,
} from "../content/index.server";
import type { WithAlternates } from "~/i18n/alternates";
import { type ContentPage, type ContentPageData, previewTarget } from "../content";
import { absoluteUrl, canonicalUrl } from "../seo";
import type { ArticleListings } from "./article-card";
import { type ArticleType, articleBreadcrumb, articleTypeOfPath, articleTypes } from "./article-types";
import { hasListingBlocks, articleListingsFor } from "./listing.server";
import type { SharedPage } from "./share-links";

/** An article page (SPEC §2 "Article detail"). */
export type ArticlePageData = {
  kind: "article";
  type: ArticleType;
  page: Omit<ContentPage, "elements">;
  /** The blog_detail block: hero image and publication date. */
  detail: Extract<ParsedBlock, { render_name: "blog_detail" }> | null;
  body: ParsedBlock[];
  breadcrumb: BreadcrumbItem[];
  viewAll: { label: string; path: string };
  share: SharedPage;
  preview: boolean;
} & WithAlternates;

/** A content page (a listing such as /blog, or the not-found page) with its listing blocks' data. */
export type ListingPageData = ContentPageData & { kind: "page"; listings: ArticleListings };

export type ArticleRouteData = ArticlePageData | ListingPageData;

const noListings: ArticleListings = { directories: {}, latest: {} };

function articleData(
  services: ContentPageServices,
  type: ArticleType,
  page: ContentPage,
  preview: boolean,
  translations: readonly Translation[],
): ArticlePageData {
  const { elements, ...rest } = page;
  const blocks = services.blocks.prepareBlocks(elements, services.log);
  const detail = blocks.find((block) => block.render_name === "blog_detail") ?? null;
  const { site } = services;
  return {
    kind: "article",
    type,
    page: rest,
    detail,
    body: blocks.filter((block) => block.render_name !== "blog_detail"),
    breadcrumb: articleBreadcrumb(type, page.title, page.path, site.brand),
    viewAll: { label: articleTypes[type].viewAll, path: articleTypes[type].listingPath },
    share: {
      url: canonicalUrl(site, page.path),
      title: page.title,
      imageUrl: detail ? absoluteUrl(site, detail.value.blog_image.image_url) : undefined,
    },
    preview,
    alternates: alternatesOf(services, translations),
  };
}

/**
 * The article routes (`/blog/*`, `/news/*`, `/learn/featured-projects/*`, their `/preview`
 * variants) and the listing pages: an article of the type its path names renders as an article;
 * any other page there (the listings themselves) renders as a content page whose listing blocks
 * get their posts. A missing article is the not-found page with status 404. `typed` is the
 * draft an editor is typing, shown in its preview (content/admin-typed-draft.server.ts).
 */
export async function loadArticleRoute(services: ContentPageServices, request: Request, url: URL, typed: ContentPage | null = null) {
  const requested = requestedPath(services, url);
  const target = previewTarget(requested);
  const path = (target ?? requested).replace(/\/+$/, "") || "/";
  const type = articleTypeOfPath(path);
  if (type) {
    const preview = target !== null;
    const headers = preview ? previewHeaders : undefined;
    if (preview && !(await mayPreview(services, request.headers)))
      return withListings(services, await notFoundPage(services, headers), url);
    const found = preview ? null : await publishedInLocale(services, path, url);
    const page = preview ? (typed ?? (await services.content.previewByPath(path))) : found?.page;
    if (!page || page.type !== type || page.elements.length === 0)
      return withListings(services, preview ? await notFoundPage(services, headers) : await movedOrNotFound(services, path), url);
    return data<ArticleRouteData>(articleData(services, type, page, preview, found?.translations ?? []), { headers });
  }
  return withListings(services, await loadRequestedPage(services, request, url, typed), url);
}

async function withListings(services: ContentPageServices, result: { data: ContentPageData; init: ResponseInit | null }, url: URL) {
  const page = result.data;
  const listings = hasListingBlocks(page.blocks) ? await articleListingsFor(services, page.blocks, url) : noListings;
  return data<ArticleRouteData>({ ...page, kind: "page", listings }, result.init ?? undefined);
}
