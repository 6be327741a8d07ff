import { Link } from "react-router";
import { type DocumentQuery, documentQueryHref, toggleFiletype, toggleTag } from "../query-state";
import { DOCUMENT_TYPE_GROUP, type DocumentType, documentTypes, groupedTag, sidebarGroups } from "../taxonomy";

type FilterSidebarProps = { query: DocumentQuery; tagCounts: Record<string, number>; filetypeCounts: Record<string, number> };

type Option = { label: string; count: number; selected: boolean; href: string };

function FilterOption({ option }: { option: Option }) {
  const box = (
    <span
      aria-hidden="true"
      className={`flex size-4 shrink-0 items-center justify-center border ${option.selected ? "border-ink bg-ink text-white" : "border-stone bg-white"}`}
    >
      {option.selected ? "✓" : null}
    </span>
  );
  // Filters are links (real addresses, no script needed); the chosen state is spoken as words.
  const text = (
    <>
      <span className="grow">
        {option.label}
        {option.selected ? <span className="sr-only"> (selected)</span> : null}
      </span>
      <span className="text-xs text-stone">
        {option.count}
        <span className="sr-only"> documents</span>
      </span>
    </>
  );
  // A value nothing matches leads nowhere, so it is shown but not linked.
  if (!option.selected && option.count === 0)
    return (
      <span className="flex min-h-9 items-center gap-3 px-1 text-sm text-stone/70">
        {box}
        {text}
      </span>
    );
  return (
    <Link to={option.href} preventScrollReset className="flex min-h-9 items-center gap-3 px-1 text-sm hover:text-bronze-dark">
      {box}
      {text}
    </Link>
  );
}

/** SPEC §2 filter sidebar: each group a disclosure of tag values with their counts; choosing one re-queries. */
export function FilterSidebar({ query, tagCounts, filetypeCounts }: FilterSidebarProps) {
  return (
    <nav aria-label="Document filters" className="flex flex-col border-t border-line">
      {sidebarGroups.map((group) => {
        const options: Option[] =
          group.name === DOCUMENT_TYPE_GROUP
            ? documentTypes.map((type: DocumentType) => ({
                label: type,
                count: filetypeCounts[type] ?? 0,
                selected: query.filetype === type,
                href: documentQueryHref(toggleFiletype(query, type)),
              }))
            : group.values.map((value) => {
                const tag = groupedTag(group.name, value.value);
                return {
                  label: value.label,
                  count: tagCounts[tag] ?? 0,
                  selected: query.tags.includes(tag),
                  href: documentQueryHref(toggleTag(query, tag)),
                };
              });
        const selected = options.filter((option) => option.selected).length;
        return (
          // Product Type, the first question of most visitors, starts open; so does any group in use.
          <details key={group.name} open={selected > 0 || group === sidebarGroups[0] || undefined} className="group border-b border-line">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-2 font-medium [&::-webkit-details-marker]:hidden">
              <span>
                {group.name}
                {selected > 0 ? <span className="ml-2 text-xs text-bronze-dark">({selected} selected)</span> : null}
              </span>
              <span aria-hidden="true" className="text-lg leading-none group-open:hidden">
                +
              </span>
              <span aria-hidden="true" className="hidden text-lg leading-none group-open:inline">
                −
              </span>
            </summary>
            <ul className="pb-3">
              {options.map((option) => (
                <li key={option.label}>
                  <FilterOption option={option} />
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}
