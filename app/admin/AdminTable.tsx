import type { ReactNode } from "react";

type AdminTableProps = {
  /** What the table lists, for screen readers. */
  caption: string;
  /** Column headings; an empty one (a column of buttons) is read out as "Actions". */
  headings: readonly string[];
  /** The table's least width (a Tailwind class), past which it scrolls sideways on a phone. */
  minWidthClass: string;
  /** The frame's place on the page (a margin). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
};

/** A list of the admin as a table: a bordered frame that scrolls sideways on narrow screens, headings, then rows. */
export function AdminTable({ caption, headings, minWidthClass, className = "", children }: AdminTableProps) {
  return (
    <div className={`overflow-x-auto border border-line bg-white ${className}`}>
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-linen text-xs uppercase tracking-wider text-stone">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-medium">
                {heading === "" ? <span className="sr-only">Actions</span> : heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top">{children}</tbody>
      </table>
    </div>
  );
}
