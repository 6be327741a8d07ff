import { useTabs } from "~/ui/use-tabs";
import type { BlockValue } from "../block-values";
import { GroupSlideShow } from "./GroupSlideShow";

/** SPEC §2/§4 multi-carousel: a pill per group (tabs: one active index), each group its own slide show. */
export default function InteractiveMultiCarousel({ value }: { value: BlockValue<"multi_carousel"> }) {
  const groups = value.multi_carousel_parent_group;
  const { active, onKeyDown, tabProps, panelProps } = useTabs(groups.length);
  const tabbed = groups.length > 1;

  return (
    <section className="mx-auto max-w-(--container-page) px-6 py-16 md:px-10 md:py-24">
      {value.title ? <h2 className="mb-8 text-center text-3xl font-light tracking-tight md:text-4xl">{value.title}</h2> : null}
      {tabbed ? (
        <div
          role="tablist"
          aria-label={value.title ?? "Topics"}
          className="mb-10 flex flex-wrap justify-center gap-2"
          onKeyDown={onKeyDown}
        >
          {groups.map((group, index) => (
            <a
              key={index}
              {...tabProps(index)}
              className={`inline-flex min-h-11 items-center rounded-full border px-5 py-2 text-sm font-medium transition-colors ${index === active ? "border-ink bg-ink text-white" : "border-line text-ink hover:border-ink"}`}
            >
              {group.title}
            </a>
          ))}
        </div>
      ) : null}
      {groups.map((group, index) => (
        <div key={index} {...(tabbed ? panelProps(index) : {})}>
          <GroupSlideShow group={group} label={group.title} />
        </div>
      ))}
    </section>
  );
}
