import type { FormResult } from "~/admin/form-result";
import type { FormField } from "~/admin/forms/form-field";
import { SchemaField } from "~/admin/forms/SchemaField";
import { FieldErrors } from "~/ui/fields";
import { groupedTag, tagGroups } from "../taxonomy";

type FacetFieldsProps = { field: FormField; result: FormResult | undefined; stored: readonly string[] };

/**
 * Every facet of the library's taxonomy (SPEC §2) as one field, a group of checkboxes for each of
 * its groups, posted as `tag[]` grouped tags. Its messages are said once, under every group.
 */
export function FacetFields({ field, result, stored }: FacetFieldsProps) {
  const errors = result?.errors?.[field.name];
  const ticks = result?.values ? { values: result.values } : undefined;
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={[`${field.name}-hint`, errors?.length ? `${field.name}-error` : ""].filter(Boolean).join(" ")}
    >
      <legend className="text-sm font-medium text-ink">{field.label}</legend>
      <p id={`${field.name}-hint`} className="mt-1 text-sm text-stone">
        {field.hint}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {tagGroups.map((group) => (
          <SchemaField
            key={group.name}
            field={{
              ...field,
              label: group.name,
              options: group.values.map((value) => ({ value: groupedTag(group.name, value.value), label: value.label })),
            }}
            result={ticks}
            stored={stored}
            columns={2}
          />
        ))}
      </div>
      <FieldErrors name={field.name} errors={errors} />
    </fieldset>
  );
}
