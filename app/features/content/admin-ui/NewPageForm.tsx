import { adminButtonClass } from "~/admin/admin-buttons";
import { useRef, type FormEvent } from "react";
import { Form } from "react-router";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { FormResult } from "~/admin/form-result";
import type { NewPageFields } from "../admin-new-page-routes.server";
import { creatableTypes, suggestedPath, type CreatableType } from "../editing";

function isCreatable(type: string): type is CreatableType {
  return Object.hasOwn(creatableTypes, type);
}

/** A new page or article: what it is, its title and its address; the editor opens on its empty draft. */
export function NewPageForm({ fields, result }: { fields: NewPageFields; result?: FormResult | undefined }) {
  // The title suggests the address while the editor types, until they write one of their own.
  const ownPath = useRef(Boolean(result?.values?.[fields.path.name]));
  function suggestPath(event: FormEvent<HTMLFormElement>) {
    const control = (name: string) => event.currentTarget.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    const [type, title, path] = [control(fields.type.name), control(fields.title.name), control(fields.path.name)];
    if (!type || !title || !path) return;
    if (event.target === path) ownPath.current = path.value !== "";
    else if (!ownPath.current && isCreatable(type.value)) path.value = suggestedPath(type.value, title.value);
  }
  return (
    <details open={result !== undefined} className="border border-line bg-white">
      <summary className="cursor-pointer px-5 py-3 text-sm font-medium text-ink">New page or article</summary>
      <Form method="post" noValidate className="grid gap-4 border-t border-line p-5 md:grid-cols-3" onInput={suggestPath}>
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
