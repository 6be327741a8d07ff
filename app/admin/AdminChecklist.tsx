import { Link } from "react-router";

/** One step of a checklist: what to do, whether it is done (from the site's real state), what stands, and where to do it. */
export type ChecklistItem = { label: string; done: boolean; status: string; to?: string; action?: string };

/** A list of steps, each saying done or not done and linking to the screen where it is done. */
export function AdminChecklist({ id, title, intro, items }: { id: string; title: string; intro: string; items: ChecklistItem[] }) {
  const left = items.filter((item) => !item.done).length;
  return (
    <section aria-labelledby={id} className="mb-10 border border-line bg-white p-6">
      <h2 id={id} className="text-lg font-medium text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone">{left === 0 ? "Every step is done." : `${intro} ${left} of ${items.length} to do.`}</p>
      <ol className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={item.label} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
            <span
              className={`w-20 shrink-0 text-xs font-semibold uppercase tracking-wide ${item.done ? "text-emerald-800" : "text-amber-800"}`}
            >
              {item.done ? "Done" : "Not done"}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{item.label}</span>
              <span className="block text-sm text-stone">{item.status}</span>
            </span>
            {item.to ? (
              <Link to={item.to} className="text-sm font-medium text-bronze-dark underline underline-offset-4">
                {item.action ?? item.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
