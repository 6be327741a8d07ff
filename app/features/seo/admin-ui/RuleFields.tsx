import { TextField } from "~/features/leads";
import type { StaffRuleErrors } from "../staff-rule";

type RuleFieldsProps = { values: { from: string; to: string; status: string }; errors?: StaffRuleErrors };

const errorsOf = (message: string | undefined) => (message ? [message] : undefined);

/** The fields of a redirect, for a new one and for a change. */
export function RuleFields({ values, errors }: RuleFieldsProps) {
  return (
    <>
      <TextField
        name="from"
        label="Old address"
        hint="A path of this site, such as /old-page. Capitals and a final / do not matter; anything after ? is ignored."
        required
        defaultValue={values.from}
        maxLength={500}
        errors={errorsOf(errors?.from)}
      />
      <TextField
        name="to"
        label="New address"
        hint="A path of this site, such as /new-page, or a full https:// address."
        required
        defaultValue={values.to}
        maxLength={2000}
        errors={errorsOf(errors?.to)}
      />
      <fieldset aria-describedby={errors?.status ? "status-error" : undefined}>
        <legend className="mb-1.5 block text-sm font-medium text-ink">Kind of move</legend>
        <div className="flex flex-wrap gap-6 text-sm text-ink">
          <label className="flex items-center gap-2">
            <input type="radio" name="status" value="301" defaultChecked={values.status !== "302"} className="size-4 accent-bronze" />
            301: moved for good (search engines move the page too)
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="status" value="302" defaultChecked={values.status === "302"} className="size-4 accent-bronze" />
            302: moved for now
          </label>
        </div>
        {errors?.status ? (
          <p id="status-error" className="mt-1.5 text-sm text-red-800">
            {errors.status}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
