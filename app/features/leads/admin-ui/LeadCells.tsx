import { Link, href } from "react-router";
import { formatChange } from "~/features/accounts";
import type { InboxRow } from "../inbox";
import { leadFormTitles } from "../titles";

/** The cells every list of leads starts its rows with: when it came, from which form, and who sent it (a link to the lead). */
export function LeadCells({ row }: { row: InboxRow }) {
  return (
    <>
      <td className="px-4 py-3 whitespace-nowrap text-ink">
        <time dateTime={row.submittedAt}>{formatChange(row.submittedAt)}</time>
      </td>
      <td className="px-4 py-3 text-ink">{leadFormTitles[row.form]}</td>
      <td className="px-4 py-3">
        <Link
          to={href("/admin/leads/:leadId", { leadId: row.id })}
          className="block font-medium text-ink underline-offset-4 hover:underline"
        >
          {row.name || "(no name)"}
        </Link>
        <span className="block text-xs text-stone">{row.email}</span>
      </td>
    </>
  );
}
