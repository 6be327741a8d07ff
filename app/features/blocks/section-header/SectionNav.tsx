import { useId, useState } from "react";
import { scrollToSection } from "./scroll-to-section";

type Section = { label: string; anchor_id: string };

/**
 * The in-page nav of a section header: tabs on wide screens, a dropdown on narrow ones (SPEC §2).
 * The tabs are plain links, so they jump to their section even before the script runs.
 */
export function SectionNav({ sections, onDark }: { sections: Section[]; onDark: boolean }) {
  const [active, setActive] = useState(sections[0]?.anchor_id ?? "");
  const selectId = useId();
  const choose = (anchorId: string) => {
    setActive(anchorId);
    scrollToSection(anchorId);
  };
  return (
    <nav aria-label="Sections on this page" className={`border-t print:hidden ${onDark ? "border-white/25" : "border-line"}`}>
      <ul className="hidden gap-8 lg:flex">
        {sections.map((section) => (
          <li key={section.anchor_id}>
            <a
              href={`#${section.anchor_id}`}
              aria-current={section.anchor_id === active ? "true" : undefined}
              onClick={(event) => {
                event.preventDefault();
                choose(section.anchor_id);
              }}
              className={`-mt-px inline-block border-t-2 py-4 text-sm font-semibold uppercase tracking-[0.12em] transition-colors ${
                section.anchor_id === active
                  ? onDark
                    ? "border-white"
                    : "border-bronze text-ink"
                  : `border-transparent ${onDark ? "text-white/80 hover:text-white" : "text-stone hover:text-ink"}`
              }`}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 py-4 lg:hidden">
        <label htmlFor={selectId} className="text-sm font-semibold uppercase tracking-[0.12em]">
          Jump to a section
        </label>
        <select
          id={selectId}
          value={active}
          onChange={(event) => choose(event.target.value)}
          className={`min-h-11 w-full border bg-white px-3 text-base text-ink ${onDark ? "border-white" : "border-line"}`}
        >
          {sections.map((section) => (
            <option key={section.anchor_id} value={section.anchor_id}>
              {section.label}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
