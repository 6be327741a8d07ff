import { type FormEvent, useState } from "react";
import { Form, Link, href } from "react-router";
import { FormMessage } from "~/admin/FormMessage";
import { LineErrors } from "~/admin/LineErrors";
import { adminButtonClass } from "~/admin/admin-buttons";
import { formatChange } from "~/admin/admin-dates";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListFilter, ListTableDescription } from "~/admin/list-page/list-description";
import type { DealerDeskFields, DealerFormResult } from "../admin-routes.server";
import type { Dealer } from "../dealer";
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES, MAX_IMPORT_LINES } from "../import-limits";
import type { DealersPage as DealersList } from "../staff-dealers.server";
import { dealersHref, territorySummary } from "./desk-addresses";

const linkClass = "font-medium text-ink underline underline-offset-4 hover:text-bronze-dark";

const dealersTable: ListTableDescription<Dealer> = {
  caption: "Dealers, by name",
  minWidthClass: "min-w-[60rem]",
  rowKey: (dealer) => dealer.id,
  columns: [
    {
      heading: "Name",
      rowHeader: true,
      className: "",
      cell: (dealer) => (
        <Link to={href("/admin/dealers/:dealerId", { dealerId: dealer.id })} className={linkClass}>
          {dealer.name}
        </Link>
      ),
    },
    { heading: "Place", cell: (dealer) => `${dealer.city}, ${dealer.state} ${dealer.zip}` },
    { heading: "Territory", cell: (dealer) => territorySummary(dealer.territory) },
    { heading: "E-mail for leads", className: "break-all text-ink", cell: (dealer) => dealer.leadEmail },
    {
      heading: "Active",
      cell: (dealer) =>
        dealer.active ? (
          "Yes"
        ) : (
          <span className="inline-block bg-sand px-2 py-0.5 text-xs font-medium text-ink ring-1 ring-line ring-inset">No</span>
        ),
    },
    {
      heading: "Last change (UTC)",
      className: "whitespace-nowrap text-ink",
      cell: (dealer) => <time dateTime={dealer.updatedAt.toISOString()}>{formatChange(dealer.updatedAt.toISOString())}</time>,
    },
  ],
};

/** The list's filters; the states and provinces come from the loader, so the regions' table stays out of the page's code. */
const dealerFilters = (regions: readonly (readonly [string, string])[]): ListFilter[] => [
  { type: "search", name: "q", label: "Name, city, ZIP or e-mail" },
  {
    type: "select",
    name: "status",
    label: "Status",
    anyLabel: "Active or not",
    options: [
      ["active", "Active"],
      ["inactive", "Inactive"],
    ],
  },
  {
    type: "select",
    name: "country",
    label: "Country",
    anyLabel: "Any country",
    options: [
      ["US", "United States"],
      ["CA", "Canada"],
    ],
  },
  {
    type: "select",
    name: "state",
    label: "State or province",
    anyLabel: "Any",
    options: regions,
  },
];

function CsvSection({
  field,
  mayChange,
  result,
}: {
  field: DealerDeskFields["import"]["file"];
  mayChange: boolean;
  result?: DealerFormResult;
}) {
  // A file over the limit is let go of as soon as it is chosen: sent, its body would be refused whole
  // before the desk could answer (server/http.ts takes admin forms of up to 1 MB).
  const [tooLarge, setTooLarge] = useState(false);
  function checkSize(event: FormEvent<HTMLFormElement>) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== field.name) return;
    const large = (input.files?.[0]?.size ?? 0) > MAX_IMPORT_BYTES;
    if (large) input.value = "";
    setTooLarge(large);
  }
  return (
    <section aria-labelledby="csv-heading" className="space-y-3 border border-line bg-white p-6">
      <h2 id="csv-heading" className="text-lg font-medium text-ink">
        {mayChange ? "Import and export" : "Export"}
      </h2>
      <p className="text-sm">
        <Link to={href("/admin/dealers/export.csv")} reloadDocument className={linkClass}>
          Download every dealer as CSV
        </Link>
      </p>
      {mayChange ? (
        <>
          <p className="max-w-3xl text-sm text-stone">
            {`Import a CSV file in the export's columns, up to 1 MB and ${MAX_IMPORT_LINES.toLocaleString("en")} dealers. A line whose slug names a dealer changes it; a line with another slug, or none, adds one. Every line is checked first: when one needs a change, nothing is imported and each such line is listed.`}
          </p>
          <Form method="post" encType="multipart/form-data" noValidate className="flex flex-wrap items-end gap-3" onChange={checkSize}>
            <HiddenValues values={{ intent: "import" }} />
            <SchemaField
              field={field}
              result={tooLarge ? { errors: { [field.name]: [IMPORT_TOO_LARGE] } } : result}
              accept=".csv,text/csv"
            />
            <button type="submit" className={adminButtonClass}>
              Import
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}

/** The dealer desk's list: search and filters, the dealers, a new one, CSV import and export. */
export function DealersPage({
  page,
  regions,
  mayChange,
  fields,
  result,
}: {
  page: DealersList;
  /** The states and provinces to filter by: code and name. */
  regions: readonly (readonly [string, string])[];
  mayChange: boolean;
  fields: DealerDeskFields["import"];
  result?: DealerFormResult | undefined;
}) {
  const { dealers, total, query } = page;
  const filtered = Boolean(query.q || query.status || query.country || query.state);
  return (
    <section aria-labelledby="dealers-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="dealers-heading" className="text-3xl font-light tracking-tight text-ink">
            Dealers
          </h1>
          <p className="mt-2 max-w-3xl text-sm text-stone">
            The dealers of /find-a-dealer and the territories their leads come from. A change shows in the locator and on the dealer&apos;s
            page at once.
          </p>
        </div>
        {mayChange ? (
          <Link to={href("/admin/dealers/new")} className={adminButtonClass}>
            Add a dealer
          </Link>
        ) : null}
      </div>
      <div>
        <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
        <LineErrors errors={result?.lineErrors} heading="Lines that need a change" />
      </div>
      <ListPage
        search={{
          label: "Search the dealers",
          filters: dealerFilters(regions),
          values: query,
          submit: "Search",
          clearHref: href("/admin/dealers"),
        }}
        count={total === 1 ? "1 dealer" : `${total} dealers`}
        empty={filtered ? "No dealer matches this search." : "No dealer yet."}
        rows={dealers}
        table={dealersTable}
        pages={{ page: page.page, total, pageSize: page.pageSize, hrefFor: (number) => dealersHref(query, number) }}
      />
      <CsvSection field={fields.file} mayChange={mayChange} result={result} />
    </section>
  );
}
