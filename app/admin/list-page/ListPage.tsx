import type { ReactNode } from "react";
import { Pagination } from "~/ui/Pagination";
import { ListFilters, type ListSearch } from "./ListFilters";
import { ListTable } from "./ListTable";
import type { ListTableDescription } from "./list-description";

type ListPageProps<Row> = {
  search: ListSearch;
  /** How many the filter found, announced as it changes ("3 leads"). */
  count: ReactNode;
  /** Beside the count: a download of the list, a link to the public view. */
  aside?: ReactNode;
  /** What an empty list says. */
  empty: string;
  rows: readonly Row[];
  /** The rows as a table; or `children` draws them (a grid of pictures). */
  table?: ListTableDescription<Row>;
  children?: ReactNode;
  /** The list's place in its pages; `hrefFor` keeps the filter in each page's address. */
  pages: { page: number; total: number; pageSize: number; hrefFor: (page: number) => string };
};

/**
 * An admin list from its description: the search and filters, how many were found, the table (or
 * what the screen draws instead), the empty state and the pages. The screen around it gives the
 * heading and anything it has besides (an upload, a form to add one, the views of the list).
 */
export function ListPage<Row>({ search, count, aside, empty, rows, table, children, pages }: ListPageProps<Row>) {
  const status = (
    <p role="status" className="text-sm text-stone">
      {count}
    </p>
  );
  return (
    <>
      <ListFilters search={search} />
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          {status}
          {aside}
        </div>
      ) : (
        status
      )}
      {rows.length === 0 ? <p className="text-ink">{empty}</p> : table ? <ListTable table={table} rows={rows} /> : children}
      <Pagination page={pages.page} total={pages.total} pageSize={pages.pageSize} hrefFor={pages.hrefFor} />
    </>
  );
}
