import { Form, Link } from "react-router";
import { AdminTable, FormMessage } from "~/features/accounts";
import { Pagination } from "~/ui/Pagination";
import type { NotFoundPage } from "../not-found-log.server";
import type { RedirectFormResult } from "../admin-routes.server";
import { newRuleHref, notFoundHref, shortDate } from "./addresses";
import { RedirectsNav } from "./RedirectsNav";
import { SearchForm } from "./SearchForm";

/** The addresses visitors asked for and did not find, the most asked first, each one click from a redirect. */
export function NotFoundLogPage({ log, result }: { log: NotFoundPage; result?: RedirectFormResult }) {
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
      <SearchForm label="Search the pages not found" fieldLabel="Address" q={q} />
      <p role="status" className="text-sm text-stone">
        {total === 1 ? "1 address" : `${total} addresses`}
      </p>
      {entries.length === 0 ? (
        <p className="text-ink">{q ? "Nothing matches this search." : "No visitor has met a missing page lately."}</p>
      ) : (
        <AdminTable
          caption="Addresses not found, the most asked for first"
          headings={["Address", "Visits", "Last seen", "Last came from", ""]}
          minWidthClass="min-w-[44rem]"
        >
          {entries.map((entry) => (
            <tr key={entry.path}>
              <td className="px-4 py-3 font-mono text-xs break-all text-ink">{entry.path}</td>
              <td className="px-4 py-3 text-ink">{entry.hits}</td>
              <td className="px-4 py-3 whitespace-nowrap text-ink">
                <time dateTime={entry.lastSeen}>{shortDate(entry.lastSeen)}</time>
              </td>
              <td className="px-4 py-3 text-ink">{entry.referrerHost ?? "—"}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center justify-end gap-4">
                  <Link
                    to={newRuleHref(entry.path)}
                    className="font-medium whitespace-nowrap text-bronze-dark underline underline-offset-4"
                    aria-label={`Create a redirect from ${entry.path}`}
                  >
                    Create a redirect
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="path" value={entry.path} />
                    <button
                      type="submit"
                      name="intent"
                      value="dismiss"
                      className="text-stone underline underline-offset-4 hover:text-ink"
                      aria-label={`Dismiss ${entry.path}`}
                    >
                      Dismiss
                    </button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={log.page} total={total} pageSize={log.pageSize} hrefFor={(number) => notFoundHref(q, number)} />
    </section>
  );
}
