import { Form } from "react-router";
import { AdminSelect, filterControlClass } from "~/admin/AdminSelect";
import { AdminTable } from "~/admin/AdminTable";
import { adminButtonClass } from "~/admin/admin-buttons";
import { formatChange } from "~/admin/admin-dates";
import { Pagination } from "~/ui/Pagination";
import { auditAreaLabels, auditAreas, type AuditEntry } from "../audit";
import { type ChangeLine, changeLines } from "../change-lines";
import { type AuditLogView, auditHref } from "../filter";

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

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.before, entry.after);
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

/** The administrators' record of every change made in the admin: newest first, filtered by area, person, words and days. */
export function AuditLogPage({ log }: { log: AuditLogView }) {
  const { entries, total, page, pageSize, filter, people } = log;
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="text-3xl font-light tracking-tight text-ink">
        Audit log
      </h1>
      <p className="mt-2 text-sm text-stone">Every change made in the admin: who made it, when, and what it was before and after.</p>
      <Form method="get" role="search" aria-label="Filter the audit log" className="mt-6 flex flex-wrap items-end gap-3">
        <AdminSelect
          label="Area"
          name="area"
          defaultValue={filter.area}
          anyLabel="All areas"
          options={auditAreas.map((area) => [area, auditAreaLabels[area]])}
        />
        <AdminSelect
          label="Who"
          name="who"
          defaultValue={filter.who}
          anyLabel="Anyone"
          options={people.map((person) => [person.id, person.name])}
        />
        <label className="flex flex-col gap-1 text-sm text-stone">
          Subject or action
          <input type="search" name="q" defaultValue={filter.q} maxLength={200} className={`${filterControlClass} w-56`} />
        </label>
        <label className="flex flex-col gap-1 text-sm text-stone">
          From (UTC)
          <input type="date" name="from" defaultValue={filter.from} className={filterControlClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm text-stone">
          To (UTC)
          <input type="date" name="to" defaultValue={filter.to} className={filterControlClass} />
        </label>
        <button type="submit" className={adminButtonClass}>
          Filter
        </button>
      </Form>
      <p role="status" className="mt-6 text-sm text-stone">
        {total === 1 ? "1 change" : `${total} changes`}
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 text-ink">No change matches this filter.</p>
      ) : (
        <AdminTable
          caption="Changes made in the admin, the newest first"
          headings={["When (UTC)", "Who", "Area", "Action", "Subject", "Before → after"]}
          minWidthClass="min-w-[56rem]"
          className="mt-3"
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-3 whitespace-nowrap text-ink">
                <time dateTime={entry.at}>{formatChange(entry.at)}</time>
              </td>
              <td className="px-4 py-3 text-ink">{entry.actorName}</td>
              <td className="px-4 py-3 text-ink">{auditAreaLabels[entry.area] ?? entry.area}</td>
              <td className="px-4 py-3 text-ink">{entry.action}</td>
              <td className="px-4 py-3 font-mono text-xs break-all text-ink">{entry.subject}</td>
              <td className="px-4 py-3 text-xs">
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} hrefFor={(number) => auditHref(filter, number)} />
    </section>
  );
}
