import type { FieldErrors } from "~/admin/form-result";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { RedirectFields } from "../admin-routes.server";

type RuleFieldsProps = {
  fields: RedirectFields["rule"];
  values: { from: string; to: string; status: string };
  errors?: FieldErrors | undefined;
};

/** The fields of a redirect, for a new one and for a change. */
export function RuleFields({ fields, values, errors }: RuleFieldsProps) {
  const result = { errors, values };
  return (
    <>
      <SchemaField field={fields.from} result={result} />
      <SchemaField field={fields.to} result={result} />
      <SchemaField field={fields.status} result={{ errors, values: { ...values, status: values.status === "302" ? "302" : "301" } }} />
    </>
  );
}
