import { Form } from "react-router";
import { AdminSelect } from "~/admin/AdminSelect";
import type { FormFields } from "~/admin/forms/form-field";
import type { EditorEntity } from "../editing";
import type { VersionComparison } from "../version-diff";
import { ComparedVersions } from "./ComparedVersions";

/** Two versions of the page side by side: pick them (the current ones or any revision), then read what changed, block by block. */
export function VersionCompare({
  entity,
  comparison,
  fields,
}: {
  entity: EditorEntity;
  comparison: VersionComparison | null;
  fields: FormFields<"from" | "to">;
}) {
  const options: [string, string][] = [
    ...(entity.isPublished ? [["published", "What is published"] as [string, string]] : []),
    ...(entity.hasDraft ? [["draft", "The draft"] as [string, string]] : []),
    ...entity.history.map((entry): [string, string] => [String(entry.revision), `Revision ${entry.revision}`]),
  ];
  if (options.length < 2) return null;
  return (
    <div className="mt-4 space-y-4">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Compare two versions">
        <AdminSelect
          label={fields.from.label}
          name={fields.from.name}
          options={options}
          defaultValue={comparison?.refs.from ?? options[0]?.[0]}
        />
        <AdminSelect
          label={fields.to.label}
          name={fields.to.name}
          options={options}
          defaultValue={comparison?.refs.to ?? options[1]?.[0]}
        />
        <button type="submit" className="border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white">
          Compare
        </button>
      </Form>
      {comparison ? <ComparedVersions comparison={comparison} /> : null}
    </div>
  );
}
