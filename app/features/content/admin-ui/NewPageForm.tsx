import { adminButtonClass } from "~/admin/admin-buttons";
import { Form } from "react-router";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { FormResult } from "~/admin/form-result";
import type { NewPageFields } from "../admin-new-page-routes.server";

/** A new page or article: what it is, its title and its address; the editor opens on its empty draft. */
export function NewPageForm({ fields, result }: { fields: NewPageFields; result?: FormResult | undefined }) {
  return (
    <details open={result !== undefined} className="border border-line bg-white">
      <summary className="cursor-pointer px-5 py-3 text-sm font-medium text-ink">New page or article</summary>
      <Form method="post" noValidate className="grid gap-4 border-t border-line p-5 md:grid-cols-3">
        {result ? (
          <p role="alert" className="text-sm text-red-800 md:col-span-3">
            {result.message}
          </p>
        ) : null}
        <SchemaField field={fields.type} result={result} stored="landing_page" />
        <SchemaField field={fields.title} result={result} />
        <SchemaField field={fields.path} result={result} />
        <div className="md:col-span-3">
          <button type="submit" className={adminButtonClass}>
            Create the draft
          </button>
        </div>
      </Form>
    </details>
  );
}
