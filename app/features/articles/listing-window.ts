/** SPEC §9: blog listing page size. */
export const LISTING_PAGE_SIZE = 10;

/**
 * Which posts a page of a listing shows (SPEC §9): 10 a page; when the newest post is shown
 * apart in the latest-post hero, the first load fetches 11 and drops that one, and every later
 * page continues after it, so no post is shown twice or skipped.
 */
export function listingWindow(page: number, excludeFirst: boolean): { offset: number; limit: number; skip: number } {
  if (!excludeFirst) return { offset: (page - 1) * LISTING_PAGE_SIZE, limit: LISTING_PAGE_SIZE, skip: 0 };
  if (page === 1) return { offset: 0, limit: LISTING_PAGE_SIZE + 1, skip: 1 };
  return { offset: (page - 1) * LISTING_PAGE_SIZE + 1, limit: LISTING_PAGE_SIZE, skip: 0 };
}

/** How many posts the listing pages through: all of them, less the one in the hero. */
export function listedTotal(total: number, excludeFirst: boolean): number {
  return excludeFirst ? Math.max(0, total - 1) : total;
}

/** `?page=` as a page number: anything that is not a whole number from 1 reads as 1. */
export function pageParam(value: string | null): number {
  if (value === null || !/^[0-9]{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
