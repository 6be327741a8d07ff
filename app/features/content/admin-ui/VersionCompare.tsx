import { Form } from "react-router";
import { AdminSelect } from "~/admin/AdminSelect";
import type { FormFields } from "~/admin/forms/form-field";
import type { EditorEntity } from "../editing";
import type { VersionChange, VersionComparison } from "../version-diff";

function describe(change: VersionChange): { where: string; from: string; to: string } {
  switch (change.kind) {
    case "detail":
      return { where: change.field, from: change.from, to: change.to };
    case "added":
      return { where: `${change.block} (block ${change.position})`, from: "", to: "Added" };
    case "removed":
      return { where: `${change.block} (block ${change.position})`, from: "Removed", to: "" };
    case "moved":
      return { where: change.block, from: `Block ${change.from}`, to: `Block ${change.to}` };
    case "changed":
      return { where: `${change.block} (block ${change.position}): ${change.field}`, from: change.from, to: change.to };
  }
}

/** Two versions of the page side by side: pick them (the current ones or any revision), then read what changed, field by field. */
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
      {comparison ? <ComparisonTable comparison={comparison} /> : null}
    </div>
  );
}

function ComparisonTable({ comparison }: { comparison: VersionComparison }) {
  const heading = `From ${comparison.from} to ${comparison.to}`;
  if (!comparison.changes) return <p className="text-sm text-stone">{`${heading}: one of these versions does not exist.`}</p>;
  if (comparison.changes.length === 0) return <p className="text-sm text-stone">{`${heading}: nothing changed.`}</p>;
  return (
    <div className="overflow-x-auto border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left font-medium text-ink">{heading}</caption>
        <thead className="border-y border-line bg-linen text-xs uppercase tracking-wider text-stone">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Where
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {`In ${comparison.from}`}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {`In ${comparison.to}`}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top">
          {comparison.changes.map((change, index) => {
            const { where, from, to } = describe(change);
            return (
              <tr key={index}>
                <th scope="row" className="px-4 py-2 font-medium text-ink">
                  {where}
                </th>
                <td className="max-w-md px-4 py-2 break-words text-red-900">{from}</td>
                <td className="max-w-md px-4 py-2 break-words text-emerald-900">{to}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
