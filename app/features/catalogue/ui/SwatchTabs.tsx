import { useTabs } from "~/ui/use-tabs";
import type { SwatchesBlock } from "../types";
import { SwatchGrid } from "./SwatchGrid";

/** Several swatch groups of one section, one tab each (SPEC §2 "Swatches can appear in tabs"). */
export function SwatchTabs({ groups }: { groups: SwatchesBlock[] }) {
  const { onKeyDown, tabProps, panelProps } = useTabs(groups.length);
  return (
    <div>
      <div role="tablist" aria-label="Finish groups" onKeyDown={onKeyDown} className="mb-6 flex gap-2 overflow-x-auto border-b border-line">
        {groups.map((group, index) => (
          <button
            key={group.key + group.label}
            {...tabProps(index)}
            className="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-semibold uppercase tracking-[0.12em] text-stone aria-selected:border-bronze aria-selected:text-ink"
          >
            {group.label}
          </button>
        ))}
      </div>
      {groups.map((group, index) => (
        <div key={group.key + group.label} {...panelProps(index)}>
          <SwatchGrid block={group} showLabel={false} />
        </div>
      ))}
    </div>
  );
}
