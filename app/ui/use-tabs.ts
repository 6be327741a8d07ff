import { useId, useRef, useState, type KeyboardEvent } from "react";

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one active tab in the
 * tab order, arrows move and select with wrap-around, Home and End jump to the ends.
 */
export function useTabs(count: number) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, count);
    setActive(next);
    tabs.current[next]?.focus();
  };

  const tabProps = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      tabs.current[index] = element;
    },
    type: "button" as const,
    role: "tab",
    id: `${id}-tab-${index}`,
    "aria-selected": index === active,
    "aria-controls": `${id}-panel-${index}`,
    tabIndex: index === active ? 0 : -1,
    onClick: () => setActive(index),
  });

  const panelProps = (index: number) => ({
    id: `${id}-panel-${index}`,
    role: "tabpanel",
    "aria-labelledby": `${id}-tab-${index}`,
    hidden: index !== active,
  });

  return { active, onKeyDown, tabProps, panelProps };
}
