import { Form, Link } from "react-router";
import { AdminSelect, AdminTable, FormMessage, adminButtonClass, adminTabClass, filterControlClass } from "~/features/accounts";
import { Pagination } from "~/ui/Pagination";
import {
  type Assignee,
  type InboxFilter,
  type InboxPage,
  type SpamSummary,
  UNASSIGNED,
  inboxExportHref,
  inboxHref,
  leadStatusLabels,
  leadStatuses,
} from "../inbox";
import { leadForms } from "../options";
import { leadFormTitles } from "../titles";
import type { LeadActionResult } from "../admin-routes.server";
import { DeliveryBadge, StatusBadge, assigneeName } from "./LeadBadges";
import { LeadCells } from "./LeadCells";
import { SpamExplained, SuspectedSpamTable } from "./SuspectedSpam";

const labelClass = "flex flex-col gap-1 text-sm text-stone";

type LeadInboxPageProps = {
  inbox: InboxPage;
  filter: InboxFilter;
  assignees: Assignee[];
  spam: SpamSummary;
  deleted: boolean;
  result?: LeadActionResult | undefined;
};

/** The inbox's two views: the leads, and those kept as suspected spam (with how many wait). */
function InboxViews({ view, spam }: { view: InboxFilter["view"]; spam: SpamSummary }) {
  const views = [
    ["", "Inbox"],
    ["spam", `Suspected spam (${spam.count})`],
  ] as const;
  return (
    <nav aria-label="Inbox views" className="flex gap-6 border-b border-line">
      {views.map(([each, label]) => (
        <Link
          key={each}
          to={inboxHref({ view: each })}
          aria-current={each === view ? "page" : undefined}
          className={adminTabClass(each === view)}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

const leadWords = (total: number, filtered: boolean) => ({
  count: total === 1 ? "1 lead" : `${total} leads`,
  download: filtered ? "Download these leads as CSV" : "Download every lead as CSV",
  none: filtered ? "No lead matches this filter." : "No lead has come in yet.",
});

const spamWords = (total: number, filtered: boolean) => ({
  count: `${total} kept as suspected spam`,
  download: "Download this suspected spam as CSV",
  none: filtered ? "No suspected spam matches this filter." : "No lead is kept as suspected spam.",
});

/**
 * The sales team's inbox: every lead of the lead forms, newest first, filtered in the address and
 * downloadable as CSV; beside it the leads kept as suspected spam, each released with one click.
 */
export function LeadInboxPage({ inbox, filter, assignees, spam, deleted, result }: LeadInboxPageProps) {
  const { rows, total, page, pageSize } = inbox;
  const { view, ...narrowing } = filter;
  const filtered = Object.values(narrowing).some(Boolean);
  const words = view === "spam" ? spamWords(total, filtered) : leadWords(total, filtered);
  return (
    <section aria-labelledby="leads-heading" className="space-y-6">
      <h1 id="leads-heading" className="text-3xl font-light tracking-tight text-ink">
        Leads
      </h1>
      <FormMessage tone="done" message={deleted ? "The lead is deleted, with its photos and notes." : undefined} />
      <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
      <InboxViews view={view} spam={spam} />
      {view === "spam" ? <SpamExplained spam={spam} /> : null}
      <Form method="get" role="search" aria-label="Filter the leads" className="flex flex-wrap items-end gap-3">
        {view ? <input type="hidden" name="view" value={view} /> : null}
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
          <Link to={inboxHref({ view })} className="py-2 text-sm text-bronze-dark underline underline-offset-4">
            Clear the filter
          </Link>
        ) : null}
      </Form>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p role="status" className="text-sm text-stone">
          {words.count}
        </p>
        <a href={inboxExportHref(filter)} download className="text-sm font-medium text-bronze-dark underline underline-offset-4">
          {words.download}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-ink">{words.none}</p>
      ) : view === "spam" ? (
        <SuspectedSpamTable rows={rows} />
      ) : (
        <AdminTable
          caption="Leads, the newest first"
          headings={["Submitted (UTC)", "Form", "Name and e-mail", "Delivery", "Status", "Assigned to"]}
          minWidthClass="min-w-[48rem]"
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <LeadCells row={row} />
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
