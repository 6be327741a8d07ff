import { Form, Link, href } from "react-router";
import { FormMessage } from "~/admin/FormMessage";
import { adminButtonClass } from "~/admin/admin-buttons";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListFilter, ListTableDescription } from "~/admin/list-page/list-description";
import type { FormResult } from "~/admin/form-result";
import type { RedirectFields } from "../admin-routes.server";
import type { LineError } from "../redirect-csv";
import { MAX_IMPORT_LINES } from "../redirect-limits";
import type { RedirectRule, RulesPage } from "../staff-redirects.server";
import { rulesHref, shortDate, statusLabels } from "./addresses";
import { LineErrors } from "~/admin/LineErrors";
import { RedirectsNav } from "./RedirectsNav";
import { RuleFields } from "./RuleFields";

type RedirectsPageProps = {
  /** `madeBy`: who made or last changed each rule (by its source), from the audit log. */
  rules: RulesPage & { madeBy: Record<string, string>; newFrom: string; fields: RedirectFields };
  result?: FormResult<{ from: string; to: string; status: string }, { lineErrors?: LineError[] }>;
};

const rulesTable = (madeBy: Record<string, string>): ListTableDescription<RedirectRule> => ({
  caption: "Redirects, the most recently changed first",
  minWidthClass: "min-w-[44rem]",
  rowKey: (rule) => rule.id,
  columns: [
    {
      heading: "Old address",
      className: "",
      cell: (rule) => (
        <Link
          to={href("/admin/redirects/:redirectId", { redirectId: String(rule.id) })}
          className="font-mono text-xs font-medium text-ink underline underline-offset-4 hover:text-bronze-dark"
          aria-label={`Edit the redirect from ${rule.from}`}
        >
          {rule.from}
        </Link>
      ),
    },
    { heading: "New address", className: "font-mono text-xs break-all text-ink", cell: (rule) => rule.to },
    { heading: "Kind", className: "whitespace-nowrap text-ink", cell: (rule) => statusLabels[rule.status] ?? rule.status },
    { heading: "Made by", cell: (rule) => (rule.seeded ? "Seed import" : (madeBy[rule.from] ?? "Staff")) },
    {
      heading: "Changed",
      className: "whitespace-nowrap text-ink",
      cell: (rule) => <time dateTime={rule.updatedAt}>{shortDate(rule.updatedAt)}</time>,
    },
  ],
});

const ruleFilters: ListFilter[] = [
  { type: "search", name: "q", label: "Search addresses" },
  {
    type: "select",
    name: "origin",
    label: "Made by",
    anyLabel: "Anyone",
    options: [
      ["staff", "Staff"],
      ["seeded", "Seed import"],
    ],
  },
];

/** The redirects: a new one, search and filter, the list, and CSV import and export. */
export function RedirectsPage({ rules: page, result }: RedirectsPageProps) {
  const { rules, total, query, newFrom, fields, madeBy } = page;
  const creating = result?.values !== undefined;
  // After a save the form starts empty, even when the address still names the 404 entry it came from.
  const values = result?.values ?? { from: result?.tone === "done" ? "" : newFrom, to: "", status: "301" };
  return (
    <section aria-labelledby="redirects-heading" className="space-y-8">
      <div>
        <h1 id="redirects-heading" className="text-3xl font-light tracking-tight text-ink">
          Redirects
        </h1>
        <p className="mt-2 max-w-3xl text-sm text-stone">
          A redirect sends visitors and search engines from an old address to a new one. It works at once, and never through another
          redirect.
        </p>
        <RedirectsNav />
      </div>

      <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
      <LineErrors errors={result?.lineErrors} />

      <section aria-labelledby="new-redirect-heading" id="new-redirect" className="border border-line bg-white p-6">
        <h2 id="new-redirect-heading" className="text-lg font-medium text-ink">
          New redirect
        </h2>
        {/* A failed post keeps what was typed; a successful one starts empty. */}
        <Form method="post" className="mt-4 grid gap-5" noValidate key={creating ? "refused" : `new-${newFrom}-${result?.message ?? ""}`}>
          <HiddenValues values={{ intent: "create" }} />
          <RuleFields fields={fields.rule} values={values} errors={result?.errors} />
          <div>
            <button type="submit" className={adminButtonClass}>
              Save the redirect
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="rules-heading" className="space-y-4">
        <h2 id="rules-heading" className="text-lg font-medium text-ink">
          All redirects
        </h2>
        <ListPage
          search={{ label: "Search the redirects", filters: ruleFilters, values: query, submit: "Search" }}
          count={total === 1 ? "1 redirect" : `${total} redirects`}
          empty={query.q || query.origin ? "Nothing matches this search." : "No redirect yet."}
          rows={rules}
          table={rulesTable(madeBy)}
          pages={{ page: page.page, total, pageSize: page.pageSize, hrefFor: (number) => rulesHref(query, number) }}
        />
      </section>

      <section aria-labelledby="csv-heading" className="space-y-3 border border-line bg-white p-6">
        <h2 id="csv-heading" className="text-lg font-medium text-ink">
          Import and export
        </h2>
        <p className="text-sm text-stone">
          {`A CSV file with one redirect a line: source,target,status (the header line and the status may be left out; 301 is the default). Up to 1 MB and ${MAX_IMPORT_LINES.toLocaleString("en")} lines. A line with a problem is listed and left out; the others are saved together.`}
        </p>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <HiddenValues values={{ intent: "import" }} />
          <SchemaField field={fields.import.file} accept=".csv,text/csv" />
          <button type="submit" className={adminButtonClass}>
            Import
          </button>
        </Form>
        <p className="text-sm">
          <Link to={href("/admin/redirects/export")} reloadDocument className="font-medium text-bronze-dark underline underline-offset-4">
            Download every redirect as CSV
          </Link>
        </p>
      </section>
    </section>
  );
}
