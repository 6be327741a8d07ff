import { useCallback, useEffect, useState, type FocusEvent } from "react";
import { useSwipe } from "../use-swipe";
import { useReducedMotion } from "./use-reduced-motion";

type CarouselOptions = {
  count: number;
  /** How long the slide at `index` stays, in ms; undefined when the slide ends itself (a video). */
  delayOf: (index: number) => number | undefined;
};

/**
 * State of a fading, looping carousel that advances by itself (WCAG 2.2.2): only while at least
 * part of it is in view, not while the pointer rests on it or focus is inside it (until the
 * visitor presses play), not at all for visitors who prefer reduced motion until they press
 * play, and never after they press pause.
 */
export function useCarousel<T extends HTMLElement>({ count, delayOf }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [choice, setChoice] = useState<"auto" | "play" | "pause">("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(false);
  const reducedMotion = useReducedMotion();
  // A callback ref: the observer below starts once the element exists.
  const [element, setElement] = useState<T | null>(null);
  const rootRef = useCallback((node: T | null) => {
    setElement(node);
    // Focus or the pointer that arrived before the script did (the page is server-rendered and
    // the carousel's code loads after it) holds it as well.
    if (node?.contains(document.activeElement)) setFocused(true);
    if (node?.matches(":hover")) setHovered(true);
  }, []);

  const playing = count > 1 && (choice === "play" || (choice === "auto" && !reducedMotion));
  // The pointer or focus resting on it holds it, unless the visitor has pressed play.
  const held = choice === "auto" && (hovered || focused);
  const running = playing && inView && !held;
  const delay = delayOf(index);

  const show = useCallback(
    (target: number) => {
      const next = ((target % count) + count) % count;
      setIndex(next);
      setFurthest((current) => Math.max(current, next));
    },
    [count],
  );

  useEffect(() => {
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  useEffect(() => {
    if (!running || delay === undefined) return;
    const timer = window.setTimeout(() => show(index + 1), delay);
    return () => window.clearTimeout(timer);
  }, [running, delay, index, show]);

  const swipeHandlers = useSwipe((direction) => show(index + direction));

  return {
    /** The callback ref of the carousel's outermost element. */
    rootRef,
    index,
    goTo: show,
    next: () => show(index + 1),
    previous: () => show(index - 1),
    /** Slides worth loading media for: those shown so far, and the next one once the carousel is in view. */
    isNear: (slide: number) => slide <= furthest || (inView && slide === (index + 1) % count),
    /** At least part of the carousel is on screen. */
    inView,
    /** Advancing by itself, as the visitor chose (the play/pause button shows this). */
    playing,
    /** Advancing right now: screen readers hear slide changes only when it is not. */
    running,
    togglePlaying: () => setChoice(playing ? "pause" : "play"),
    /**
     * For the carousel's root (with `touch-pan-y`): the pointer or focus resting on it holds it; a
     * finger's swipe turns the slides, as the arrows do.
     */
    rootHandlers: {
      ...swipeHandlers,
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

/** What a carousel view reads and calls; the root ref goes to the element on its own. */
export type CarouselState = Omit<ReturnType<typeof useCarousel<HTMLElement>>, "rootRef">;
