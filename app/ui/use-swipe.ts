import { useRef, type PointerEvent } from "react";

/** How far a finger must travel sideways before it counts as a swipe, in CSS pixels. */
const SWIPE_MIN_PX = 40;

/**
 * Which way a finger's move turns the slides: a swipe to the left shows the next one (1), to the
 * right the previous one (-1); a short or mostly vertical move (a scroll) is no swipe (null).
 */
export function swipeDirection(dx: number, dy: number): -1 | 1 | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}

/**
 * Pointer handlers that call `onSwipe` after a horizontal swipe of a finger or pen (a mouse drag
 * is left alone). The element needs `touch-action: pan-y` (Tailwind `touch-pan-y`) so the browser
 * leaves sideways moves to the page and still scrolls vertically.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (from?.pointerId !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
