import { useEffect, useState } from "react";
import type { Section } from "../types";
import { sectionAnchor, sectionTitle } from "./section-anchor";
import { useScrollDirection } from "./use-scroll-direction";

// The band of the window where a section counts as being read: from 30% of its height to 40%.
const BAND_TOP = 0.3;

/** The section whose top most recently passed under the bar: the one being read. */
function useCurrentSection(anchors: string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) return setCurrent(visible[0].target.id);
        // Back above the first section (its top below the band): no section is being read.
        const first = anchors[0] ? document.getElementById(anchors[0]) : null;
        if (first && first.getBoundingClientRect().top > window.innerHeight * BAND_TOP) setCurrent(undefined);
      },
      { rootMargin: `-${BAND_TOP * 100}% 0px -60% 0px` },
    );
    for (const anchor of anchors) {
      const element = document.getElementById(anchor);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [anchors]);
  return current;
}

function jumpTo(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  history.replaceState(null, "", `#${anchor}`);
  target.scrollIntoView({ behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  target.focus({ preventScroll: true });
}

/**
 * SPEC §2: jump links to the page's sections (a select on mobile, links on desktop), in a bar
 * that sticks below the site header and slides away while the page scrolls down.
 */
export function ProductSubNav({ title, sections }: { title: string; sections: Section[] }) {
  const anchors = sections.map(sectionAnchor);
  const current = useCurrentSection(anchors);
  const hidden = useScrollDirection(600) === "down";
  return (
    <nav
      aria-label={`${title} sections`}
      data-hidden={hidden}
      className={`sticky top-16 z-30 print:hidden border-b border-line bg-white/95 backdrop-blur transition-transform duration-1000 ease-in-out has-[:focus-visible]:translate-y-0 nav:top-20 ${hidden ? "-translate-y-[calc(100%+5rem)]" : "translate-y-0"}`}
    >
      <div className="mx-auto flex max-w-(--container-page) items-center gap-6 px-6 md:px-10">
        <p className="hidden shrink-0 py-4 text-sm font-semibold uppercase tracking-[0.16em] lg:block">{title}</p>
        <ul className="hidden flex-1 flex-wrap justify-end gap-x-1 lg:flex">
          {sections.map((section) => {
            const anchor = sectionAnchor(section);
            return (
              <li key={anchor}>
                <a
                  href={`#${anchor}`}
                  aria-current={current === anchor ? "location" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    jumpTo(anchor);
                  }}
                  className="inline-flex min-h-14 items-center border-b-2 border-transparent px-3 text-[13px] font-medium uppercase tracking-[0.12em] text-stone transition-colors hover:text-ink aria-[current=location]:border-bronze aria-[current=location]:text-ink"
                >
                  {sectionTitle(section)}
                </a>
              </li>
            );
          })}
        </ul>
        <label className="flex w-full items-center gap-3 py-2 lg:hidden">
          <span className="shrink-0 text-xs font-semibold uppercase tracking-[0.16em] text-stone">Jump to</span>
          <select
            value={current ?? ""}
            onChange={(event) => jumpTo(event.target.value)}
            className="min-h-11 w-full border border-line bg-white px-3 text-sm"
          >
            <option value="" disabled>
              Choose a section
            </option>
            {sections.map((section) => (
              <option key={sectionAnchor(section)} value={sectionAnchor(section)}>
                {sectionTitle(section)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
