import { Form, Link, href } from "react-router";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { adminButtonClass } from "~/admin/admin-buttons";
import { SelectField, TextField } from "~/ui/fields";
import { type DealerOption, SALES_TEAM, reassignFields } from "../routing-history";

type ReassignLeadProps = {
  leadId: string;
  /** The dealers to choose from: the nearest to the lead, or those `search` found. */
  options: DealerOption[];
  search: string;
  errors?: string[] | undefined;
};

const optionLabel = (dealer: DealerOption) =>
  `${dealer.name}, ${dealer.city}, ${dealer.state}${dealer.distance ? ` (${dealer.distance})` : ""}`;

/**
 * Sales give the lead by hand to an active dealer or to themselves: a search narrows the dealers
 * (a GET form, so it works without JavaScript), the select chooses.
 */
export function ReassignLead({ leadId, options, search, errors }: ReassignLeadProps) {
  const choices = [
    { value: SALES_TEAM, label: "Sales team (no dealer)" },
    ...options.map((dealer) => ({ value: dealer.slug, label: optionLabel(dealer) })),
  ];
  return (
    <div className="mt-6 space-y-4 border-t border-line pt-4">
      <h3 className="font-medium text-ink">Reassign</h3>
      <p className="max-w-2xl text-sm text-stone">
        Any offer still open is withdrawn, and its links then say the lead was taken back. A dealer chosen here is e-mailed the offer with
        the Accept and Pass links; if they pass or do not answer in time, the lead comes back to the sales inbox.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64">
          <TextField name={reassignFields.search} label="Find a dealer by name, city or ZIP" defaultValue={search} maxLength={100} />
        </div>
        <button type="submit" className={adminButtonClass}>
          Find
        </button>
        {search ? (
          <Link to={href("/admin/leads/:leadId", { leadId })} className="text-sm font-medium text-bronze-dark underline underline-offset-4">
            Nearest dealers
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-stone">
        {search
          ? options.length > 0
            ? `Active dealers matching "${search}", nearest first.`
            : `No active dealer matches "${search}".`
          : "Active dealers, nearest to the lead first."}
      </p>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64">
          <SelectField
            name={reassignFields.dealer}
            label="Give the lead to"
            emptyLabel="Choose…"
            options={choices}
            errors={errors}
            required
          />
        </div>
        <HiddenValues values={{ intent: "reassign" }} />
        <button type="submit" className={adminButtonClass}>
          Reassign
        </button>
      </Form>
    </div>
  );
}
