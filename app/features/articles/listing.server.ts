import type { Logger } from "~/platform/logger";
import type { ParsedBlock } from "../blocks";
import type { BlockService } from "../blocks/index.server";
import type { ContentService } from "../content/index.server";
import type { ArticleCard, ArticleListings, DirectoryPage } from "./article-card";
import type { ArticleType } from "./article-types";
import { articleCard } from "./card.server";
import { LISTING_PAGE_SIZE, listedTotal, listingWindow, pageParam } from "./listing-window";

const newestFirst = { withElements: ["blog_detail"], sortByElementDesc: "publication_date" as const };

/**
 * Posts `offset`..`offset + limit` of a type, newest first, through the content service's paged
 * list: one page when the window lines up with its pages, else the two pages it straddles.
 */
async function postsWindow(content: ContentService, type: ArticleType, offset: number, limit: number) {
  const first = Math.floor(offset / limit) + 1;
  const start = offset % limit;
  const pages = await Promise.all(
    (start === 0 ? [first] : [first, first + 1]).map((page) => content.listEntities({ type, ...newestFirst, limit, page })),
  );
  return { posts: pages.flatMap((page) => page.data).slice(start, start + limit), total: pages[0]?.total ?? 0 };
}

/** What the listings need of the process: the posts, and their blog_detail blocks parsed. */
export type ListingServices = { content: ContentService; blocks: Pick<BlockService, "prepareBlocks">; log: Logger };

async function directoryPage(
  { content, blocks, log }: ListingServices,
  type: ArticleType,
  requested: number,
  excludeFirst: boolean,
): Promise<DirectoryPage> {
  let page = requested;
  let window = listingWindow(page, excludeFirst);
  let result = await postsWindow(content, type, window.offset, window.limit);
  const total = listedTotal(result.total, excludeFirst);
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  // A page past the end (an old link, a typed URL) shows the last page rather than nothing.
  if (page > lastPage) {
    page = lastPage;
    window = listingWindow(page, excludeFirst);
    result = await postsWindow(content, type, window.offset, window.limit);
  }
  return { posts: result.posts.slice(window.skip).map((post) => articleCard(post, blocks, log)), page, total, pageSize: LISTING_PAGE_SIZE };
}

async function latestPost({ content, blocks, log }: ListingServices, type: ArticleType): Promise<ArticleCard | null> {
  const { data } = await content.listEntities({ type, ...newestFirst, limit: 1, page: 1 });
  return data[0] ? articleCard(data[0], blocks, log) : null;
}

/**
 * The data of a page's content_directory and latest_post_hero blocks. A directory on a page
 * with a latest-post hero of its type leaves out the post the hero shows.
 */
export async function articleListingsFor(services: ListingServices, blocks: ParsedBlock[], url: URL): Promise<ArticleListings> {
  const listings: ArticleListings = { directories: {}, latest: {} };
  const heroTypes = new Set(blocks.flatMap((block) => (block.render_name === "latest_post_hero" ? [block.value.content_type] : [])));
  for (const type of heroTypes) listings.latest[type] = await latestPost(services, type);
  for (const block of blocks) {
    if (block.render_name !== "content_directory" || listings.directories[block.value.content_type]) continue;
    const type = block.value.content_type;
    listings.directories[type] = await directoryPage(services, type, pageParam(url.searchParams.get("page")), heroTypes.has(type));
  }
  return listings;
}

/** Whether a page has blocks that need listing data. */
export function hasListingBlocks(blocks: ParsedBlock[]): boolean {
  return blocks.some((block) => block.render_name === "content_directory" || block.render_name === "latest_post_hero");
}
