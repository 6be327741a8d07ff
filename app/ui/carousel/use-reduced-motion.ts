import { useMediaQuery } from "~/lib/use-media-query";

/** True when the visitor asks for less motion; false in server HTML, which never moves. */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
