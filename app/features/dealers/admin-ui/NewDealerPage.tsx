import { href } from "react-router";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import { FormMessage } from "~/admin/FormMessage";
import type { DealerDeskFields, DealerFormResult } from "../admin-routes.server";
import type { DealerRecordText } from "../dealer-record";
import { DealerForm } from "./DealerForm";

/** A new dealer: its form, empty but for an active dealer taking leads 50 miles around. */
export function NewDealerPage({
  fields,
  record,
  result,
}: {
  fields: DealerDeskFields["dealer"];
  record: DealerRecordText;
  result?: DealerFormResult | undefined;
}) {
  return (
    <section aria-labelledby="new-dealer-heading" className="space-y-6">
      <AdminPageHeader id="new-dealer-heading" title="Add a dealer" back={{ to: href("/admin/dealers"), label: "All dealers" }}>
        Once saved, an active dealer is in the locator and is offered the leads of its territory.
      </AdminPageHeader>
      <FormMessage tone={result?.tone ?? "done"} message={result?.message} />
      <DealerForm fields={fields} record={record} result={result} submit="Add the dealer" />
    </section>
  );
}
