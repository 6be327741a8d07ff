import { Form, Link, href } from "react-router";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import { FormMessage } from "~/admin/FormMessage";
import { adminDangerButtonClass, adminButtonClass } from "~/admin/admin-buttons";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import type { DealerDeskFields, DealerFormResult } from "../admin-routes.server";
import type { Dealer } from "../dealer";
import type { DealerRecordText } from "../dealer-record";
import { DealerForm } from "./DealerForm";

/** The dealer's record as text, for a role that may only read it. */
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

/** Takes the dealer out of the locator and lead routing, or brings it back. */
function ActiveSwitch({ dealer }: { dealer: Dealer }) {
  return (
    <Form method="post" className="space-y-3 border border-line bg-white p-6">
      <HiddenValues values={{ intent: dealer.active ? "deactivate" : "reactivate" }} />
      <p className="text-sm text-stone">
        {dealer.active
          ? "A deactivated dealer leaves the locator, its page answers “not found” and it is offered no new leads. Nothing of it is deleted."
          : "This dealer is deactivated: not in the locator, no page, no new leads."}
      </p>
      <button type="submit" className={dealer.active ? adminDangerButtonClass : adminButtonClass}>
        {dealer.active ? "Deactivate the dealer" : "Reactivate the dealer"}
      </button>
    </Form>
  );
}

/** One dealer: its form and its switch for those who may change it, its record for those who may only read it. */
export function AdminDealerPage({
  dealer,
  record,
  fields,
  mayChange,
  message,
  result,
}: {
  dealer: Dealer;
  record: DealerRecordText;
  fields: DealerDeskFields["dealer"];
  mayChange: boolean;
  message?: string | undefined;
  result?: DealerFormResult | undefined;
}) {
  return (
    <section aria-labelledby="dealer-heading" className="space-y-6">
      <AdminPageHeader id="dealer-heading" title={dealer.name} back={{ to: href("/admin/dealers"), label: "All dealers" }}>
        {dealer.active ? (
          <>
            In the locator, with its page at{" "}
            <Link to={href("/find-a-dealer/:slug", { slug: dealer.slug })} className="underline underline-offset-4">
              {href("/find-a-dealer/:slug", { slug: dealer.slug })}
            </Link>
            .
          </>
        ) : (
          "Deactivated: not in the locator and offered no leads."
        )}
      </AdminPageHeader>
      <FormMessage tone={result?.tone ?? "done"} message={result?.message ?? message} />
      {mayChange ? (
        <>
          <DealerForm key={dealer.updatedAt.toISOString()} fields={fields} record={record} result={result} submit="Save the dealer" />
          <ActiveSwitch dealer={dealer} />
        </>
      ) : (
        <DealerRecordView fields={fields} record={record} />
      )}
    </section>
  );
}
