import { useTabs } from "~/ui/use-tabs";
import type { SwatchesBlock } from "../types";
import { SwatchGrid } from "./SwatchGrid";

/**
 * Several swatch groups of one section, one tab each (SPEC §2 "Swatches can appear in tabs").
 * The tabs wrap rather than scroll, so on a phone no label starts cut off.
 */
export function SwatchTabs({ groups }: { groups: SwatchesBlock[] }) {
  const { onKeyDown, tabProps, panelProps } = useTabs(groups.length);
  return (
    <div>
      <div role="tablist" aria-label="Finish groups" onKeyDown={onKeyDown} className="mb-6 flex flex-wrap gap-x-2 border-b border-line">
        {groups.map((group, index) => (
          <a
            key={group.key + group.label}
            {...tabProps(index)}
            className="-mb-px inline-flex min-h-11 grow items-center justify-center border-b-2 border-transparent px-2 text-xs font-semibold uppercase tracking-[0.08em] text-stone aria-selected:border-bronze aria-selected:text-ink sm:grow-0 sm:px-4 sm:text-sm sm:tracking-[0.12em]"
          >
            {group.label}
          </a>
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
