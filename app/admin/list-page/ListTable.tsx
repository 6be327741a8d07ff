import { AdminTable } from "../AdminTable";
import type { ListTableDescription } from "./list-description";

/** The rows of an admin list as a table, one cell per column of its description. */
export function ListTable<Row>({ table, rows, className }: { table: ListTableDescription<Row>; rows: readonly Row[]; className?: string }) {
  return (
    <AdminTable
      caption={table.caption}
      headings={table.columns.map((column) => column.heading)}
      minWidthClass={table.minWidthClass}
      className={className}
    >
      {rows.map((row) => (
        <tr key={table.rowKey(row)}>
          {table.columns.map((column, index) => {
            const className = `px-4 py-3 ${column.className ?? "text-ink"}`;
            return column.rowHeader ? (
              <th key={index} scope="row" className={`${className} text-left font-normal`}>
                {column.cell(row)}
              </th>
            ) : (
              <td key={index} className={className}>
                {column.cell(row)}
              </td>
            );
          })}
        </tr>
      ))}
    </AdminTable>
  );
}
