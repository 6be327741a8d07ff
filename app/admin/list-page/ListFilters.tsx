import { Form, Link } from "react-router";
import { AdminSelect, filterControlClass } from "../AdminSelect";
import { adminButtonClass } from "../admin-buttons";
import type { ListFilter } from "./list-description";

const labelClass = "flex flex-col gap-1 text-sm text-stone";

export type ListSearch = {
  /** The search form's name for screen readers ("Filter the leads"). */
  label: string;
  filters: readonly ListFilter[];
  /** The filters' values as the list was asked for, by name. */
  values: Readonly<Record<string, string | number>>;
  /** The button's words: "Filter" or "Search". */
  submit: string;
  /** Values the form sends as they are: the view or tab the list belongs to. */
  keep?: Readonly<Record<string, string>>;
  /** Where the list is without any filter, offered as "Clear the filter" when some filter is set. */
  clearHref?: string | undefined;
};

function FilterControl({ filter, value }: { filter: ListFilter; value: string | undefined }) {
  switch (filter.type) {
    case "select":
      return (
        <AdminSelect label={filter.label} name={filter.name} defaultValue={value} anyLabel={filter.anyLabel} options={filter.options} />
      );
    case "search":
      return (
        <label className={labelClass}>
          {filter.label}
          <input type="search" name={filter.name} defaultValue={value} maxLength={200} className={`${filterControlClass} w-64`} />
        </label>
      );
    case "date":
      return (
        <label className={labelClass}>
          {filter.label}
          <input type="date" name={filter.name} defaultValue={value} className={filterControlClass} />
        </label>
      );
  }
}

/** An admin list's search and filters, drawn from their description and kept in the address (a GET form). */
export function ListFilters({ search }: { search: ListSearch }) {
  return (
    <Form method="get" role="search" aria-label={search.label} className="flex flex-wrap items-end gap-3">
      {Object.entries(search.keep ?? {})
        .filter(([, value]) => value !== "")
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {search.filters.map((filter) => (
        <FilterControl key={filter.name} filter={filter} value={search.values[filter.name]?.toString()} />
      ))}
      <button type="submit" className={adminButtonClass}>
        {search.submit}
      </button>
      {search.clearHref && search.filters.some((filter) => search.values[filter.name]) ? (
        <Link to={search.clearHref} className="py-2 text-sm text-bronze-dark underline underline-offset-4">
          Clear the filter
        </Link>
      ) : null}
    </Form>
  );
}
