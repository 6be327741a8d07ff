/** SPEC §9 "Gallery step 8": Load More raises the visible count (and the offset) by 8. */
export const GALLERY_STEP = 8;
/** SPEC §9: the most items a gallery request asks for. */
export const GALLERY_MAX = 1000;

/**
 * The visible count a `?count=` query asks for: a multiple of 8 between 8 and 1000; anything
 * else shows the first 8 (SPEC §4: a new category starts again at 8).
 */
export function visibleCountFrom(query: string | null): number {
  const count = Number(query);
  return Number.isInteger(count) && count >= GALLERY_STEP && count <= GALLERY_MAX && count % GALLERY_STEP === 0 ? count : GALLERY_STEP;
}

/** The offset of the last step loaded: the visible count less one step. */
export const offsetOf = (visibleCount: number) => visibleCount - GALLERY_STEP;

/** SPEC §5: Load More shows only when offset + 8 is below the total and nothing is loading. */
export function showsLoadMore(visibleCount: number, total: number, loading: boolean): boolean {
  return !loading && offsetOf(visibleCount) + GALLERY_STEP < total;
}

/** The next step: visible count and offset both up by 8. */
export const nextVisibleCount = (visibleCount: number) => Math.min(visibleCount + GALLERY_STEP, GALLERY_MAX);
