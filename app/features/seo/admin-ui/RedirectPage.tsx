import { Form, href } from "react-router";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import { DeleteForGood } from "~/admin/DeleteForGood";
import { FormMessage } from "~/admin/FormMessage";
import { adminButtonClass } from "~/admin/admin-buttons";
import type { FormResult } from "~/admin/form-result";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import type { RedirectFields } from "../admin-routes.server";
import type { RedirectRule } from "../staff-redirects.server";
import { shortDate } from "./addresses";
import { RuleFields } from "./RuleFields";

/** One redirect: change it, or delete it. */
type RedirectPageProps = {
  rule: RedirectRule;
  fields: RedirectFields["rule"];
  result?: FormResult<{ from: string; to: string; status: string }>;
};

export function RedirectPage({ rule, fields, result }: RedirectPageProps) {
  const values = result?.values ?? { from: rule.from, to: rule.to, status: String(rule.status) };
  return (
    <article aria-labelledby="redirect-heading" className="space-y-8">
      <AdminPageHeader
        id="redirect-heading"
        title={`Redirect from ${rule.from}`}
        back={{ to: href("/admin/redirects"), label: "All redirects" }}
      >
        {`${rule.seeded ? "From the seed import: a change makes it staff's, and the next import leaves it as it is." : "Made by staff."} Changed ${shortDate(rule.updatedAt)}.`}
      </AdminPageHeader>

      <FormMessage tone={result?.tone ?? "done"} message={result?.message} />

      <section aria-labelledby="change-heading" className="border border-line bg-white p-6">
        <h2 id="change-heading" className="text-lg font-medium text-ink">
          Change
        </h2>
        <Form method="post" className="mt-4 grid gap-5" noValidate>
          <HiddenValues values={{ intent: "save" }} />
          <RuleFields fields={fields} values={values} errors={result?.errors} />
          <div>
            <button type="submit" className={adminButtonClass}>
              Save
            </button>
          </div>
        </Form>
      </section>

      <DeleteForGood confirm={`Delete this redirect: visitors to ${rule.from} will find nothing there.`} button="Delete the redirect" />
    </article>
  );
}
