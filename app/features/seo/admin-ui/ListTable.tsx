import type { ReactNode } from "react";

type ListTableProps = { caption: string; columns: readonly string[]; children: ReactNode };

/** A list of the redirects' screens as a table: a caption for screen readers, one header a column. */
export function ListTable({ caption, columns, children }: ListTableProps) {
  return (
    <div className="overflow-x-auto border border-line bg-white">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-linen text-xs uppercase tracking-wider text-stone">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column === "" ? <span className="sr-only">Actions</span> : column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}
