import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { SwatchesBlock } from "../types";
import { SwatchGrid } from "./SwatchGrid";

/** Several swatch groups of one section, one tab each (SPEC §2 "Swatches can appear in tabs"). */
export function SwatchTabs({ groups }: { groups: SwatchesBlock[] }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    const next = (active + step + groups.length) % groups.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label="Finish groups" onKeyDown={onKeyDown} className="mb-6 flex gap-2 overflow-x-auto border-b border-line">
        {groups.map((group, index) => (
          <button
            key={group.key + group.label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-semibold uppercase tracking-[0.12em] text-stone aria-selected:border-bronze aria-selected:text-ink"
          >
            {group.label}
          </button>
        ))}
      </div>
      {groups.map((group, index) => (
        <div
          key={group.key + group.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
        >
          <SwatchGrid block={group} showLabel={false} />
        </div>
      ))}
    </div>
  );
}
