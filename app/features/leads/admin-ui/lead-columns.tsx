import { Link, href } from "react-router";
import { formatChange } from "~/admin/admin-dates";
import type { ListColumn } from "~/admin/list-page/list-description";
import type { InboxRow } from "../inbox";
import { leadFormTitles } from "../titles";

/**
 * The columns every list of leads starts with: when it came, from which form in which locale (the
 * language to answer in), and who sent it (a link to the lead).
 */
export const leadColumns: ListColumn<InboxRow>[] = [
  {
    heading: "Submitted (UTC)",
    className: "whitespace-nowrap text-ink",
    cell: (row) => <time dateTime={row.submittedAt}>{formatChange(row.submittedAt)}</time>,
  },
  { heading: "Form", cell: (row) => leadFormTitles[row.form] },
  { heading: "Locale", className: "whitespace-nowrap", cell: (row) => row.locale },
  {
    heading: "Name and e-mail",
    className: "",
    cell: (row) => (
      <>
        <Link
          to={href("/admin/leads/:leadId", { leadId: row.id })}
          className="block font-medium text-ink underline-offset-4 hover:underline"
        >
          {row.name || "(no name)"}
        </Link>
        <span className="block text-xs text-stone">{row.email}</span>
      </>
    ),
  },
];
