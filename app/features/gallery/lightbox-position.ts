/** SPEC §5: the lightbox moves within the loaded list and stops at the first and last item. */
export function lightboxStep(index: number, count: number, direction: -1 | 1): number {
  return Math.min(Math.max(index + direction, 0), Math.max(count - 1, 0));
}

export const hasPrevious = (index: number) => index > 0;
export const hasNext = (index: number, count: number) => index < count - 1;
