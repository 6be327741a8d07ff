import { Form, Link } from "react-router";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { FormMessage } from "~/admin/FormMessage";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListTableDescription } from "~/admin/list-page/list-description";
import type { NotFoundEntry, NotFoundPage } from "../not-found-log.server";
import type { FormResult } from "~/admin/form-result";
import { newRuleHref, notFoundHref, shortDate } from "./addresses";
import { RedirectsNav } from "./RedirectsNav";

const notFoundTable: ListTableDescription<NotFoundEntry> = {
  caption: "Addresses not found, the most asked for first",
  minWidthClass: "min-w-[44rem]",
  rowKey: (entry) => entry.path,
  columns: [
    { heading: "Address", className: "font-mono text-xs break-all text-ink", cell: (entry) => entry.path },
    { heading: "Visits", cell: (entry) => entry.hits },
    {
      heading: "Last seen",
      className: "whitespace-nowrap text-ink",
      cell: (entry) => <time dateTime={entry.lastSeen}>{shortDate(entry.lastSeen)}</time>,
    },
    { heading: "Last came from", cell: (entry) => entry.referrerHost ?? "—" },
    {
      heading: "",
      className: "",
      cell: (entry) => (
        <div className="flex flex-wrap items-center justify-end gap-4">
          <Link
            to={newRuleHref(entry.path)}
            className="font-medium whitespace-nowrap text-bronze-dark underline underline-offset-4"
            aria-label={`Create a redirect from ${entry.path}`}
          >
            Create a redirect
          </Link>
          <Form method="post">
            <HiddenValues values={{ intent: "dismiss", path: entry.path }} />
            <button type="submit" className="text-stone underline underline-offset-4 hover:text-ink" aria-label={`Dismiss ${entry.path}`}>
              Dismiss
            </button>
          </Form>
        </div>
      ),
    },
  ],
};

/** The addresses visitors asked for and did not find, the most asked first, each one click from a redirect. */
export function NotFoundLogPage({ log, result }: { log: NotFoundPage; result?: FormResult }) {
  const { entries, total, q } = log;
  return (
    <section aria-labelledby="not-found-heading" className="space-y-6">
      <div>
        <h1 id="not-found-heading" className="text-3xl font-light tracking-tight text-ink">
          Pages not found
        </h1>
        <p className="mt-2 max-w-3xl text-sm text-stone">
          Addresses of this site that visitors asked for and found nothing at. Crawlers and scans for other software are not counted. A
          redirect takes its address off the list.
        </p>
        <RedirectsNav />
      </div>
      <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
      <ListPage
        search={{
          label: "Search the pages not found",
          filters: [{ type: "search", name: "q", label: "Address" }],
          values: { q },
          submit: "Search",
        }}
        count={total === 1 ? "1 address" : `${total} addresses`}
        empty={q ? "Nothing matches this search." : "No visitor has met a missing page lately."}
        rows={entries}
        table={notFoundTable}
        pages={{ page: log.page, total, pageSize: log.pageSize, hrefFor: (number) => notFoundHref(q, number) }}
      />
    </section>
  );
}
