import type { FormResult } from "~/admin/form-result";
import type { FormFields } from "~/admin/forms/form-field";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { ImageItemValues } from "../staff-item";

type FacetFieldsProps = {
  fields: FormFields<"productStyles" | "materials">;
  result: FormResult | undefined;
  stored: ImageItemValues;
};

/** What the item shows beside its categories: the product styles and materials in the picture. */
export function FacetFields({ fields, result, stored }: FacetFieldsProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SchemaField field={fields.productStyles} result={result} stored={stored.productStyles} />
      <SchemaField field={fields.materials} result={result} stored={stored.materials} />
    </div>
  );
}
