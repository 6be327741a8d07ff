import { Form } from "react-router";
import { AdminTable, adminButtonClass } from "~/features/accounts";
import { type InboxRow, type SpamSummary, spamReasonLabels } from "../inbox";
import { LeadCells } from "./LeadCells";

/** What the suspected spam view is, in a line: why these leads are here and what staff can do. */
export function SpamExplained({ spam }: { spam: SpamSummary }) {
  const kept = spam.retentionDays === 0 ? "They are kept until deleted." : `They are deleted after ${spam.retentionDays} days.`;
  return (
    <p className="max-w-3xl text-sm text-stone">
      {`Leads the spam checks doubted. Nobody was notified of them, and their sender saw the usual thank-you. ${kept} ` +
        "Release one a person sent: it joins the inbox and its e-mail goes out."}
    </p>
  );
}

/** The leads kept as suspected spam, each with the reason and a button that releases it to the inbox. */
export function SuspectedSpamTable({ rows }: { rows: InboxRow[] }) {
  return (
    <AdminTable
      caption="Suspected spam, the newest first"
      headings={["Submitted (UTC)", "Form", "Name and e-mail", "Why it looks like spam", "Release"]}
      minWidthClass="min-w-[52rem]"
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <LeadCells row={row} />
          <td className="px-4 py-3 text-ink">{row.spamReason ? spamReasonLabels[row.spamReason] : ""}</td>
          <td className="px-4 py-3">
            <Form method="post">
              <input type="hidden" name="lead" value={row.id} />
              <button
                type="submit"
                name="intent"
                value="release"
                className={adminButtonClass}
                aria-label={`Release the lead of ${row.name || "(no name)"} to the inbox`}
              >
                Release
              </button>
            </Form>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
