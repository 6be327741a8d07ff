import { Link, href } from "react-router";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import type { DealerDeskFields } from "../admin-routes.server";
import type { Dealer } from "../dealer";
import { dealerPath } from "../dealer-path";
import type { DealerRecordText } from "../dealer-record";

/** The dealer's record as text, field by field. */
function DealerRecordView({ fields, record }: { fields: DealerDeskFields["dealer"]; record: DealerRecordText }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 border border-line bg-white p-6 text-sm md:grid-cols-[14rem_1fr]">
      {Object.values(fields).map((field) => (
        <div key={field.name} className="contents">
          <dt className="font-medium text-ink">{field.label}</dt>
          <dd className="break-words text-ink">{record[field.name as keyof DealerRecordText] || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One dealer of the desk: where its page is, and its record. */
export function AdminDealerPage({
  dealer,
  record,
  fields,
}: {
  dealer: Dealer;
  record: DealerRecordText;
  fields: DealerDeskFields["dealer"];
}) {
  return (
    <section aria-labelledby="dealer-heading" className="space-y-6">
      <AdminPageHeader id="dealer-heading" title={dealer.name} back={{ to: href("/admin/dealers"), label: "All dealers" }}>
        {dealer.active ? (
          <>
            In the locator, with its page at{" "}
            <Link to={dealerPath(dealer.slug)} className="underline underline-offset-4">
              {dealerPath(dealer.slug)}
            </Link>
            .
          </>
        ) : (
          "Deactivated: not in the locator and offered no leads."
        )}
      </AdminPageHeader>
      <DealerRecordView fields={fields} record={record} />
    </section>
  );
}
