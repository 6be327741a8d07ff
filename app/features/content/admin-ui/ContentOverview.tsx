import { Form, Link, href } from "react-router";
import { AdminSelect, filterControlClass } from "~/admin/AdminSelect";
import { AdminTable } from "~/admin/AdminTable";
import { adminButtonClass } from "~/admin/admin-buttons";
import { formatChange } from "~/admin/admin-dates";
import { Pagination } from "~/ui/Pagination";
import { NewPageForm } from "./NewPageForm";
import type { FormResult } from "~/admin/form-result";
import { entityStatuses, type EntityStatus, type Overview, overviewHref, statusLabels, typeLabel } from "../overview";

const statusClass: Record<EntityStatus, string> = {
  published: "bg-emerald-50 text-emerald-900 ring-emerald-700/30",
  draft: "bg-sand text-ink ring-line",
  changed: "bg-amber-50 text-amber-900 ring-amber-700/30",
};

/** The editors' list of every page, article and component: filter by type and status, search by title or path. */
export function ContentOverview({ overview, created }: { overview: Overview; created?: FormResult | undefined }) {
  const { rows, total, page, pageSize, types, filter } = overview;
  return (
    <section aria-labelledby="content-heading">
      <h1 id="content-heading" className="text-3xl font-light tracking-tight text-ink">
        Content
      </h1>
      <NewPageForm result={created} />
      <Form method="get" role="search" aria-label="Filter the content" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-stone">
          Title or path
          <input type="search" name="q" defaultValue={filter.q} maxLength={200} className={`${filterControlClass} w-64`} />
        </label>
        <AdminSelect
          label="Type"
          name="type"
          defaultValue={filter.type}
          anyLabel="All types"
          options={types.map((type) => [type, typeLabel(type)])}
        />
        <AdminSelect
          label="Status"
          name="status"
          defaultValue={filter.status}
          anyLabel="Any status"
          options={entityStatuses.map((status) => [status, statusLabels[status]])}
        />
        <button type="submit" className={adminButtonClass}>
          Filter
        </button>
      </Form>
      <p role="status" className="mt-6 text-sm text-stone">
        {total === 1 ? "1 entry" : `${total} entries`}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 text-ink">Nothing matches this filter.</p>
      ) : (
        <div className="mt-3">
          <AdminTable
            caption="Pages, articles and components, the most recently changed first"
            headings={["Title and path", "Type", "Status", "Last change (UTC)"]}
            minWidthClass="min-w-[40rem]"
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-3">
                  <Link
                    to={href("/admin/content/:id", { id: String(row.id) })}
                    className="block font-medium text-ink underline-offset-4 hover:underline"
                  >
                    {row.title || "(untitled)"}
                  </Link>
                  <span className="block font-mono text-xs text-stone">{row.path}</span>
                </td>
                <td className="px-4 py-3 text-ink">{typeLabel(row.type)}</td>
                <td className="px-4 py-3">
                  <span className={`inline-block px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${statusClass[row.status]}`}>
                    {statusLabels[row.status]}
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">
                  <time dateTime={row.updatedAt} className="block">
                    {formatChange(row.updatedAt)}
                  </time>
                  <span className="block text-xs text-stone">{row.updatedBy ?? "Seed import"}</span>
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} hrefFor={(number) => overviewHref(filter, number)} />
    </section>
  );
}
