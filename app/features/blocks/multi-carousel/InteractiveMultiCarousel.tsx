import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { BlockValue } from "../schemas";
import { GroupSlideShow } from "./GroupSlideShow";

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** SPEC §2/§4 multi-carousel: a pill per group (tabs: one active index), each group its own slide show. */
export default function InteractiveMultiCarousel({ value }: { value: BlockValue<"multi_carousel"> }) {
  const groups = value.multi_carousel_parent_group;
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, groups.length);
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="mx-auto max-w-(--container-page) px-6 py-16 md:px-10 md:py-24">
      {value.title ? <h2 className="mb-8 text-center text-3xl font-light tracking-tight md:text-4xl">{value.title}</h2> : null}
      {groups.length > 1 ? (
        <div
          role="tablist"
          aria-label={value.title ?? "Topics"}
          className="mb-10 flex flex-wrap justify-center gap-2"
          onKeyDown={onKeyDown}
        >
          {groups.map((group, index) => (
            <button
              key={index}
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
              className={`min-h-11 rounded-full border px-5 py-2 text-sm font-medium transition-colors ${index === active ? "border-ink bg-ink text-white" : "border-line text-ink hover:border-ink"}`}
            >
              {group.title}
            </button>
          ))}
        </div>
      ) : null}
      {groups.map((group, index) => (
        <div
          key={index}
          id={`${id}-panel-${index}`}
          role={groups.length > 1 ? "tabpanel" : undefined}
          aria-labelledby={groups.length > 1 ? `${id}-tab-${index}` : undefined}
          hidden={index !== active}
        >
          <GroupSlideShow group={group} label={group.title} />
        </div>
      ))}
    </section>
  );
}
