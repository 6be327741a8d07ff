import { useSyncExternalStore } from "react";

/** Whether the screen matches a CSS media query, kept up to date; false in server HTML, which knows no screen. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
