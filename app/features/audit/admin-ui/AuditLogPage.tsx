import { Link } from "react-router";
import { formatChange } from "~/admin/admin-dates";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListColumn, ListFilter } from "~/admin/list-page/list-description";
import { auditAreaLabels, auditAreas, type AuditEntry } from "../audit";
import { type ChangeLine, changeLines } from "../change-lines";
import { type AuditLogView, auditHref } from "../filter";
import { subjectHref } from "../subject-links";

const preClass = "mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all bg-linen p-2 font-mono text-xs";

/** A field's old and new value: "old → new", or the one there is. */
function ChangeValue({ line }: { line: ChangeLine }) {
  if (line.long)
    return (
      <details>
        <summary className="cursor-pointer text-bronze-dark">Show the values</summary>
        {line.before !== null ? (
          <>
            <p className="mt-1 text-xs text-stone">Before</p>
            <pre className={preClass}>{line.before}</pre>
          </>
        ) : null}
        {line.after !== null ? (
          <>
            <p className="mt-1 text-xs text-stone">After</p>
            <pre className={preClass}>{line.after}</pre>
          </>
        ) : null}
      </details>
    );
  if (line.before === null) return <>{line.after}</>;
  if (line.after === null) return <>{`was ${line.before}`}</>;
  return (
    <>
      {`${line.before} `}
      <span aria-hidden="true">→</span>
      <span className="sr-only">changed to</span>
      {` ${line.after}`}
    </>
  );
}

function Changes({ entry, names }: { entry: AuditEntry; names: ReadonlyMap<string, string> }) {
  const lines = changeLines(entry.before, entry.after, names);
  if (lines.length === 0) return <span className="text-stone">—</span>;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
      {lines.map((line) => (
        <div key={line.field} className="contents">
          <dt className="text-stone">{line.field}</dt>
          <dd className="break-words text-ink">
            <ChangeValue line={line} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Subject({ entry }: { entry: AuditEntry }) {
  const to = subjectHref(entry);
  return to ? (
    <Link to={to} className="text-bronze-dark underline underline-offset-4">
      {entry.subject}
    </Link>
  ) : (
    entry.subject
  );
}

const columnsNaming = (names: ReadonlyMap<string, string>): ListColumn<AuditEntry>[] => [
  {
    heading: "When (UTC)",
    className: "whitespace-nowrap text-ink",
    cell: (entry) => <time dateTime={entry.at}>{formatChange(entry.at)}</time>,
  },
  { heading: "Who", cell: (entry) => entry.actorName },
  { heading: "Area", cell: (entry) => auditAreaLabels[entry.area] ?? entry.area },
  { heading: "Action", cell: (entry) => entry.action },
  { heading: "Subject", className: "font-mono text-xs break-all text-ink", cell: (entry) => <Subject entry={entry} /> },
  { heading: "Before → after", className: "text-xs", cell: (entry) => <Changes entry={entry} names={names} /> },
];

/** The administrators' record of every change made in the admin: newest first, filtered by area, person, words and days. */
export function AuditLogPage({ log }: { log: AuditLogView }) {
  const { entries, total, page, pageSize, filter, people } = log;
  const filters: ListFilter[] = [
    {
      type: "select",
      name: "area",
      label: "Area",
      anyLabel: "All areas",
      options: auditAreas.map((area) => [area, auditAreaLabels[area]]),
    },
    { type: "select", name: "who", label: "Who", anyLabel: "Anyone", options: people.map((person) => [person.id, person.name]) },
    { type: "search", name: "q", label: "Subject or action" },
    { type: "date", name: "from", label: "From (UTC)" },
    { type: "date", name: "to", label: "To (UTC)" },
  ];
  return (
    <section aria-labelledby="audit-heading" className="space-y-6">
      <div>
        <h1 id="audit-heading" className="text-3xl font-light tracking-tight text-ink">
          Audit log
        </h1>
        <p className="mt-2 text-sm text-stone">Every change made in the admin: who made it, when, and what it was before and after.</p>
      </div>
      <ListPage
        search={{ label: "Filter the audit log", filters, values: filter, submit: "Filter" }}
        count={total === 1 ? "1 change" : `${total} changes`}
        empty="No change matches this filter."
        rows={entries}
        table={{
          caption: "Changes made in the admin, the newest first",
          columns: columnsNaming(new Map(people.map((person) => [person.id, person.name]))),
          rowKey: (entry) => entry.id,
          minWidthClass: "min-w-[56rem]",
        }}
        pages={{ page, total, pageSize, hrefFor: (number) => auditHref(filter, number) }}
      />
    </section>
  );
}
