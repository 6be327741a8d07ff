/** SPEC §5 pagination arithmetic: 1-based pages, a window of about 5 numbers, wrapping Previous and Next. */

export const PAGE_WINDOW = 5;
/** On a phone, Previous, 5 numbers and Next do not fit one line: the window there is 3. */
export const PHONE_PAGE_WINDOW = 3;

/** Number of pages for `total` items at `pageSize` a page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Pagination is shown only when the total exceeds one page (SPEC §5). */
export function showsPagination(total: number, pageSize: number): boolean {
  return total > pageSize;
}

/** The page numbers shown around `current`: up to `size` consecutive pages, kept inside 1..`count`. */
export function pageWindow(current: number, count: number, size = PAGE_WINDOW): number[] {
  const length = Math.min(size, count);
  const first = Math.min(Math.max(1, current - Math.floor(length / 2)), count - length + 1);
  return Array.from({ length }, (_, index) => first + index);
}

/** Previous from the first page wraps to the last (SPEC §5). */
export function previousPage(current: number, count: number): number {
  return current <= 1 ? count : current - 1;
}

/** Next from the last page wraps to the first (SPEC §5). */
export function nextPage(current: number, count: number): number {
  return current >= count ? 1 : current + 1;
}
