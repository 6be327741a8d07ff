import { Link } from "react-router";
import { FormMessage } from "~/admin/FormMessage";
import { adminTabClass } from "~/admin/admin-buttons";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListFilter, ListTableDescription } from "~/admin/list-page/list-description";
import { DeliveryWarning } from "./DeliveryWarning";
import {
  type Assignee,
  type DeliveryReadiness,
  type InboxFilter,
  type InboxPage,
  type InboxRow,
  type SpamSummary,
  UNASSIGNED,
  inboxExportHref,
  inboxHref,
  leadStatusLabels,
  leadStatuses,
  routingFilterLabels,
  routingFilters,
} from "../inbox";
import { leadForms } from "../options";
import { leadFormTitles } from "../titles";
import type { FormResult } from "~/admin/form-result";
import { DeliveryBadge, NotSentBadge, StatusBadge, assigneeName } from "./LeadBadges";
import { leadColumns } from "./lead-columns";
import { SpamExplained, suspectedSpamTable } from "./SuspectedSpam";

type LeadInboxPageProps = {
  inbox: InboxPage;
  filter: InboxFilter;
  assignees: Assignee[];
  spam: SpamSummary;
  deleted: boolean;
  readiness: DeliveryReadiness;
  result?: FormResult | undefined;
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

/** A lead whose e-mail waits for what is not set up (a mail server, recipients of its form) is not sent, not waiting. */
const notSent = (row: InboxRow, readiness: DeliveryReadiness) =>
  row.delivery === "waiting" && (!readiness.mailServer || readiness.formsWithoutRecipients.includes(row.form));

function inboxTable(assignees: Assignee[], readiness: DeliveryReadiness): ListTableDescription<InboxRow> {
  return {
    caption: "Leads, the newest first",
    minWidthClass: "min-w-[56rem]",
    rowKey: (row) => row.id,
    columns: [
      ...leadColumns,
      {
        heading: "Delivery",
        className: "",
        cell: (row) => (notSent(row, readiness) ? <NotSentBadge /> : <DeliveryBadge state={row.delivery} />),
      },
      { heading: "Dealers", cell: (row) => (row.routing ? routingFilterLabels[row.routing] : "Not routed") },
      { heading: "Status", className: "", cell: (row) => <StatusBadge status={row.status} /> },
      { heading: "Assigned to", cell: (row) => assigneeName(assignees, row.assignedTo) },
    ],
  };
}

/**
 * The sales team's inbox: every lead of the lead forms, newest first, filtered in the address and
 * downloadable as CSV; beside it the leads kept as suspected spam, each released with one click.
 */
export function LeadInboxPage({ inbox, filter, assignees, spam, deleted, readiness, result }: LeadInboxPageProps) {
  const { rows, total, page, pageSize } = inbox;
  const { view, ...narrowing } = filter;
  const filtered = Object.values(narrowing).some(Boolean);
  const words = view === "spam" ? spamWords(total, filtered) : leadWords(total, filtered);
  const filters: ListFilter[] = [
    { type: "search", name: "q", label: "Name, e-mail, company or message" },
    { type: "select", name: "form", label: "Form", anyLabel: "All forms", options: leadForms.map((form) => [form, leadFormTitles[form]]) },
    { type: "date", name: "from", label: "From (UTC)" },
    { type: "date", name: "to", label: "To (UTC)" },
    {
      type: "select",
      name: "status",
      label: "Status",
      anyLabel: "Any status",
      options: leadStatuses.map((status) => [status, leadStatusLabels[status]]),
    },
    {
      type: "select",
      name: "routing",
      label: "Dealers",
      anyLabel: "Routed or not",
      options: routingFilters.map((routing) => [routing, routingFilterLabels[routing]]),
    },
    {
      type: "select",
      name: "assignee",
      label: "Assigned to",
      anyLabel: "Anyone",
      options: [[UNASSIGNED, "Nobody"], ...assignees.map((person) => [person.id, person.name] as const)],
    },
  ];
  return (
    <section aria-labelledby="leads-heading" className="space-y-6">
      <h1 id="leads-heading" className="text-3xl font-light tracking-tight text-ink">
        Leads
      </h1>
      <FormMessage tone="done" message={deleted ? "The lead is deleted, with its photos and notes." : undefined} />
      <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
      <DeliveryWarning readiness={readiness} />
      <InboxViews view={view} spam={spam} />
      {view === "spam" ? <SpamExplained spam={spam} /> : null}
      <ListPage
        search={{ label: "Filter the leads", filters, values: narrowing, submit: "Filter", keep: { view }, clearHref: inboxHref({ view }) }}
        count={words.count}
        aside={
          <a href={inboxExportHref(filter)} download className="text-sm font-medium text-bronze-dark underline underline-offset-4">
            {words.download}
          </a>
        }
        empty={words.none}
        rows={rows}
        table={view === "spam" ? suspectedSpamTable : inboxTable(assignees, readiness)}
        pages={{ page, total, pageSize, hrefFor: (number) => inboxHref(filter, number) }}
      />
    </section>
  );
}
