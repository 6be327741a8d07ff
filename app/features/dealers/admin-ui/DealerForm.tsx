import type { ReactNode } from "react";
import { Form } from "react-router";
import { adminButtonClass } from "~/admin/admin-buttons";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { FormResult } from "~/admin/form-result";
import type { DealerDeskFields } from "../admin-routes.server";
import type { DealerRecordText } from "../dealer-record";

type Name = keyof DealerRecordText;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border border-line bg-white p-6 md:grid-cols-2">
      <legend className="px-1 text-lg font-medium text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Every field of a dealer, from the schema the server reads it with: who and where it is, what it
 * offers, where it takes leads and, when its postal code does not place it well, its position.
 */
export function DealerForm({
  fields,
  record,
  result,
  submit,
}: {
  fields: DealerDeskFields["dealer"];
  record: DealerRecordText;
  result?: Pick<FormResult, "errors" | "values"> | undefined;
  submit: string;
}) {
  const field = (name: Name, wide = false) => (
    <div className={wide ? "md:col-span-2" : undefined}>
      <SchemaField
        field={fields[name]}
        result={result}
        stored={fields[name].input === "checkbox" ? record[name] === "yes" : record[name]}
        emptyLabel="Choose…"
      />
    </div>
  );
  return (
    <Form method="post" noValidate className="space-y-6">
      <HiddenValues values={{ intent: "save" }} />
      <Group legend="The dealer">
        {field("name")}
        {field("slug")}
        {field("address", true)}
        {field("city")}
        {field("state")}
        {field("zip")}
        {field("country")}
        {field("phone")}
        {field("website")}
        {field("lead_email", true)}
      </Group>
      <Group legend="What it offers">
        {field("showroom", true)}
        {field("products", true)}
        {field("hours", true)}
      </Group>
      <Group legend="Territory">
        {field("territory_kind", true)}
        {field("territory_miles")}
        {field("territory_areas")}
      </Group>
      <Group legend="Position on the map">
        {field("latitude")}
        {field("longitude")}
      </Group>
      {field("active")}
      <button type="submit" className={adminButtonClass}>
        {submit}
      </button>
    </Form>
  );
}
