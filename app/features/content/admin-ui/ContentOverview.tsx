import { Link, href } from "react-router";
import { formatChange } from "~/admin/admin-dates";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListFilter, ListTableDescription } from "~/admin/list-page/list-description";
import type { NewPageFields } from "../admin-new-page-routes.server";
import { NewPageForm } from "./NewPageForm";
import type { FormResult } from "~/admin/form-result";
import { entityStatuses, type EntityStatus, type Overview, type OverviewRow, overviewHref, statusLabels, typeLabel } from "../overview";

const statusClass: Record<EntityStatus, string> = {
  published: "bg-emerald-50 text-emerald-900 ring-emerald-700/30",
  draft: "bg-sand text-ink ring-line",
  changed: "bg-amber-50 text-amber-900 ring-amber-700/30",
  scheduled: "bg-sky-50 text-sky-900 ring-sky-700/30",
};

const overviewTable: ListTableDescription<OverviewRow> = {
  caption: "Pages, articles and components, the most recently changed first",
  minWidthClass: "min-w-[40rem]",
  rowKey: (row) => row.id,
  columns: [
    {
      heading: "Title and path",
      className: "",
      cell: (row) => (
        <>
          <Link
            to={href("/admin/content/:id", { id: String(row.id) })}
            className="block font-medium text-ink underline-offset-4 hover:underline"
          >
            {row.title || "(untitled)"}
          </Link>
          <span className="block font-mono text-xs text-stone">{row.path}</span>
        </>
      ),
    },
    { heading: "Type", cell: (row) => typeLabel(row.type) },
    {
      heading: "Status",
      className: "",
      cell: (row) => (
        <>
          <span className={`inline-block px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${statusClass[row.status]}`}>
            {statusLabels[row.status]}
          </span>
          {row.publishAt ? (
            <time dateTime={row.publishAt} className="block text-xs text-stone">
              {`${formatChange(row.publishAt)} UTC`}
            </time>
          ) : null}
        </>
      ),
    },
    {
      heading: "Last change (UTC)",
      className: "whitespace-nowrap text-ink",
      cell: (row) => (
        <>
          <time dateTime={row.updatedAt} className="block">
            {formatChange(row.updatedAt)}
          </time>
          <span className="block text-xs text-stone">{row.updatedBy ?? "Seed import"}</span>
        </>
      ),
    },
  ],
};

/** The editors' list of every page, article and component: filter by type and status, search by title or path. */
type ContentOverviewProps = { overview: Overview; newPageFields: NewPageFields; created?: FormResult | undefined };

export function ContentOverview({ overview, newPageFields, created }: ContentOverviewProps) {
  const { rows, total, page, pageSize, types, filter } = overview;
  const filters: ListFilter[] = [
    { type: "search", name: "q", label: "Title or path" },
    { type: "select", name: "type", label: "Type", anyLabel: "All types", options: types.map((type) => [type, typeLabel(type)]) },
    {
      type: "select",
      name: "status",
      label: "Status",
      anyLabel: "Any status",
      options: entityStatuses.map((status) => [status, statusLabels[status]]),
    },
  ];
  return (
    <section aria-labelledby="content-heading" className="space-y-6">
      <h1 id="content-heading" className="text-3xl font-light tracking-tight text-ink">
        Content
      </h1>
      <NewPageForm fields={newPageFields} result={created} />
      <ListPage
        search={{ label: "Filter the content", filters, values: filter, submit: "Filter" }}
        count={total === 1 ? "1 entry" : `${total} entries`}
        empty="Nothing matches this filter."
        rows={rows}
        table={overviewTable}
        pages={{ page, total, pageSize, hrefFor: (number) => overviewHref(filter, number) }}
      />
    </section>
  );
}
