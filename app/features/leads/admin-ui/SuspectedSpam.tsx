import { HiddenValues } from "~/admin/forms/HiddenValues";
import { Form } from "react-router";
import type { ListTableDescription } from "~/admin/list-page/list-description";
import { adminButtonClass } from "~/admin/admin-buttons";
import { type InboxRow, type SpamSummary, spamReasonLabels } from "../inbox";
import { leadColumns } from "./lead-columns";

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
export const suspectedSpamTable: ListTableDescription<InboxRow> = {
  caption: "Suspected spam, the newest first",
  minWidthClass: "min-w-[52rem]",
  rowKey: (row) => row.id,
  columns: [
    ...leadColumns,
    { heading: "Why it looks like spam", cell: (row) => (row.spamReason ? spamReasonLabels[row.spamReason] : "") },
    {
      heading: "Release",
      className: "",
      cell: (row) => (
        <Form method="post">
          <HiddenValues values={{ intent: "release", lead: row.id }} />
          <button type="submit" className={adminButtonClass} aria-label={`Release the lead of ${row.name || "(no name)"} to the inbox`}>
            Release
          </button>
        </Form>
      ),
    },
  ],
};
