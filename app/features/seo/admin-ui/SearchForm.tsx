import type { ReactNode } from "react";
import { Form } from "react-router";
import { adminButtonClass } from "~/admin/admin-buttons";
import { filterControlClass } from "~/admin/AdminSelect";

type SearchFormProps = { label: string; fieldLabel: string; q: string; children?: ReactNode };

/** A list's search: a text field, any filters, and the button; kept in the address (GET). */
export function SearchForm({ label, fieldLabel, q, children }: SearchFormProps) {
  return (
    <Form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm text-stone">
        {fieldLabel}
        <input type="search" name="q" defaultValue={q} maxLength={200} className={`${filterControlClass} w-64`} />
      </label>
      {children}
      <button type="submit" className={adminButtonClass}>
        Search
      </button>
    </Form>
  );
}
