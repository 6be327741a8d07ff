import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useHydrated } from "~/lib/use-hydrated";

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one active tab in the
 * tab order, arrows move and select with wrap-around, Home and End jump to the ends.
 *
 * Each tab is a link to its panel, so the tabs work before the scripts run (decision 0020): every
 * tab is in the tab order, and app.css shows the panel the address names (`:target`). Once
 * hydrated, a panel chosen that way stays chosen.
 */
export function useTabs(count: number) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const id = useId();
  const hydrated = useHydrated();
  const panelId = (index: number) => `${id}-panel-${index}`;

  useEffect(() => {
    const chosen = tabs.current.findIndex((tab) => tab?.hash === window.location.hash);
    if (chosen > 0) setActive(chosen);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, count);
    setActive(next);
    tabs.current[next]?.focus();
  };

  const tabProps = (index: number) => ({
    ref: (element: HTMLAnchorElement | null) => {
      tabs.current[index] = element;
    },
    href: `#${panelId(index)}`,
    role: "tab",
    id: `${id}-tab-${index}`,
    "aria-selected": index === active,
    "aria-controls": panelId(index),
    tabIndex: hydrated ? (index === active ? 0 : -1) : undefined,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      setActive(index);
    },
  });

  const panelProps = (index: number) => ({
    id: panelId(index),
    role: "tabpanel",
    "aria-labelledby": `${id}-tab-${index}`,
    hidden: index !== active,
  });

  return { active, onKeyDown, tabProps, panelProps };
}
