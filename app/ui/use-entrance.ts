import { useEffect, useRef } from "react";

/** SPEC §9: animation delays step 200 ms per item. */
export const entranceStaggerMs = 200;

/**
 * The entrance animation of SPEC §9 (1000 ms, once, see `[data-entrance]` in app.css), for an
 * element that enters the viewport after hydration. Server HTML never hides anything: content is
 * visible without JavaScript, what is already on screen stays as it is, and users who prefer
 * reduced motion get no animation. `order` staggers items of one block; undefined turns it off.
 */
export function useEntrance<T extends HTMLElement>(order: number | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (order === undefined || !element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return;
    element.style.setProperty("--entrance-delay", `${order * entranceStaggerMs}ms`);
    element.dataset.entrance = "pending";
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      element.dataset.entrance = "in";
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [order]);
  return ref;
}
