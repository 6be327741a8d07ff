import { type RefObject, useEffect, useEffectEvent } from "react";

/** Calls `onOutside` when a pointer goes down outside `ref` while `active`. */
export function useOutsidePointerDown(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const handle = useEffectEvent((event: PointerEvent) => {
    if (event.target instanceof Node && !ref.current?.contains(event.target)) onOutside();
  });
  useEffect(() => {
    if (!active) return;
    document.addEventListener("pointerdown", handle);
    return () => document.removeEventListener("pointerdown", handle);
  }, [active]);
}
