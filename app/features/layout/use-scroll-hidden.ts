import { type RefObject, useEffect, useState } from "react";

// Small scroll jitter (trackpads, rubber-banding) must not flip the header.
const MIN_DELTA = 6;

/**
 * SPEC §4 sticky header: once it sticks to the top, hidden while the page scrolls down and
 * shown again as soon as it scrolls up.
 */
export function useScrollHidden(ref: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < MIN_DELTA) return;
      const element = ref.current;
      // Stuck to the top (or already slid away) and scrolled further than its own height.
      const stuck = element ? element.getBoundingClientRect().top <= 0 && y > element.offsetHeight : false;
      setHidden(y > lastY && stuck);
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [ref]);
  return hidden;
}
