import { Link, href } from "react-router";
import { adminButtonClass } from "~/admin/admin-buttons";
import { formatChange } from "~/admin/admin-dates";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListFilter, ListTableDescription } from "~/admin/list-page/list-description";
import type { Dealer } from "../dealer";
import { canadianProvinces, usStates } from "../regions";
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

const byName = (regions: Record<string, string>) =>
  Object.entries(regions)
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([code, name]) => [code, `${name} (${code})`] as const);

const dealerFilters: ListFilter[] = [
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
    options: [...byName(usStates), ...byName(canadianProvinces)],
  },
];

/** The dealer desk's list: search and filters, the dealers, and a new one for those who may change them. */
export function DealersPage({ page, mayChange }: { page: DealersList; mayChange: boolean }) {
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
      <ListPage
        search={{ label: "Search the dealers", filters: dealerFilters, values: query, submit: "Search", clearHref: href("/admin/dealers") }}
        count={total === 1 ? "1 dealer" : `${total} dealers`}
        empty={filtered ? "No dealer matches this search." : "No dealer yet."}
        rows={dealers}
        table={dealersTable}
        pages={{ page: page.page, total, pageSize: page.pageSize, hrefFor: (number) => dealersHref(query, number) }}
      />
    </section>
  );
}
