import { Form, Link, href } from "react-router";
import { AdminSelect, AdminTable, FormMessage, adminButtonClass, filterControlClass, formatChange } from "~/features/accounts";
import { Pagination } from "~/ui/Pagination";
import {
  type Assignee,
  type InboxFilter,
  type InboxPage,
  UNASSIGNED,
  inboxExportHref,
  inboxHref,
  leadStatusLabels,
  leadStatuses,
} from "../inbox";
import { leadForms } from "../options";
import { leadFormTitles } from "../titles";
import { DeliveryBadge, StatusBadge, assigneeName } from "./LeadBadges";

const labelClass = "flex flex-col gap-1 text-sm text-stone";

type LeadInboxPageProps = { inbox: InboxPage; filter: InboxFilter; assignees: Assignee[]; deleted: boolean };

/** The sales team's inbox: every lead of the lead forms, newest first, filtered in the address and downloadable as CSV. */
export function LeadInboxPage({ inbox, filter, assignees, deleted }: LeadInboxPageProps) {
  const { rows, total, page, pageSize } = inbox;
  const filtered = Object.values(filter).some(Boolean);
  return (
    <section aria-labelledby="leads-heading" className="space-y-6">
      <h1 id="leads-heading" className="text-3xl font-light tracking-tight text-ink">
        Leads
      </h1>
      <FormMessage tone="done" message={deleted ? "The lead is deleted, with its photos and notes." : undefined} />
      <Form method="get" role="search" aria-label="Filter the leads" className="flex flex-wrap items-end gap-3">
        <label className={labelClass}>
          Name, e-mail, company or message
          <input type="search" name="q" defaultValue={filter.q} maxLength={200} className={`${filterControlClass} w-64`} />
        </label>
        <AdminSelect
          label="Form"
          name="form"
          defaultValue={filter.form}
          anyLabel="All forms"
          options={leadForms.map((form) => [form, leadFormTitles[form]])}
        />
        <label className={labelClass}>
          From (UTC)
          <input type="date" name="from" defaultValue={filter.from} className={filterControlClass} />
        </label>
        <label className={labelClass}>
          To (UTC)
          <input type="date" name="to" defaultValue={filter.to} className={filterControlClass} />
        </label>
        <AdminSelect
          label="Status"
          name="status"
          defaultValue={filter.status}
          anyLabel="Any status"
          options={leadStatuses.map((status) => [status, leadStatusLabels[status]])}
        />
        <AdminSelect
          label="Assigned to"
          name="assignee"
          defaultValue={filter.assignee}
          anyLabel="Anyone"
          options={[[UNASSIGNED, "Nobody"], ...assignees.map((person): [string, string] => [person.id, person.name])]}
        />
        <button type="submit" className={adminButtonClass}>
          Filter
        </button>
        {filtered ? (
          <Link to={href("/admin/leads")} className="py-2 text-sm text-bronze-dark underline underline-offset-4">
            Clear the filter
          </Link>
        ) : null}
      </Form>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p role="status" className="text-sm text-stone">
          {total === 1 ? "1 lead" : `${total} leads`}
        </p>
        <a href={inboxExportHref(filter)} download className="text-sm font-medium text-bronze-dark underline underline-offset-4">
          {filtered ? "Download these leads as CSV" : "Download every lead as CSV"}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-ink">{filtered ? "No lead matches this filter." : "No lead has come in yet."}</p>
      ) : (
        <AdminTable
          caption="Leads, the newest first"
          headings={["Submitted (UTC)", "Form", "Name and e-mail", "Delivery", "Status", "Assigned to"]}
          minWidthClass="min-w-[48rem]"
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3 whitespace-nowrap text-ink">
                <time dateTime={row.submittedAt}>{formatChange(row.submittedAt)}</time>
              </td>
              <td className="px-4 py-3 text-ink">{leadFormTitles[row.form]}</td>
              <td className="px-4 py-3">
                <Link
                  to={href("/admin/leads/:leadId", { leadId: row.id })}
                  className="block font-medium text-ink underline-offset-4 hover:underline"
                >
                  {row.name || "(no name)"}
                </Link>
                <span className="block text-xs text-stone">{row.email}</span>
              </td>
              <td className="px-4 py-3">
                <DeliveryBadge state={row.delivery} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3 text-ink">{assigneeName(assignees, row.assignedTo)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} hrefFor={(number) => inboxHref(filter, number)} />
    </section>
  );
}
