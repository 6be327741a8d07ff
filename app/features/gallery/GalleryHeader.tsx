import { Link } from "react-router";

type Tab = { label: string; to: string; current: boolean };

/** A gallery's heading and its category bar: one link per category, the current one marked. */
export function GalleryHeader({ title, intro, tabs, label }: { title: string; intro: string; tabs: Tab[]; label: string }) {
  return (
    <header className="mx-auto max-w-(--container-page) px-6 pt-10 md:px-10 md:pt-16">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-bronze-dark">Gallery</p>
      <h1 className="mt-2 text-4xl font-light tracking-tight md:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl leading-relaxed text-stone">{intro}</p>
      <nav aria-label={label} className="mt-8 border-b border-line">
        <ul className="-mb-px flex gap-x-6 overflow-x-auto whitespace-nowrap md:gap-x-8">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={tab.current ? "page" : undefined}
                className={`inline-block border-b-2 py-3 text-sm font-medium tracking-wide uppercase ${
                  tab.current ? "border-bronze text-ink" : "border-transparent text-stone hover:border-line hover:text-ink"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
