import { adminButtonClass } from "~/admin/admin-buttons";
import { Form } from "react-router";
import { TextField } from "~/ui/fields";
import type { FormResult } from "~/admin/form-result";
import { creatableTypes, type CreatableType } from "../editing";
import { typeLabel } from "../overview";

/** A new page or article: what it is, its title and its address; the editor opens on its empty draft. */
export function NewPageForm({ result }: { result?: FormResult | undefined }) {
  return (
    <details open={result !== undefined} className="border border-line bg-white">
      <summary className="cursor-pointer px-5 py-3 text-sm font-medium text-ink">New page or article</summary>
      <Form method="post" noValidate className="grid gap-4 border-t border-line p-5 md:grid-cols-3">
        {result ? (
          <p role="alert" className="text-sm text-red-800 md:col-span-3">
            {result.message}
          </p>
        ) : null}
        <div>
          <label htmlFor="new-type" className="mb-1.5 block text-sm font-medium text-ink">
            What it is
          </label>
          <select
            id="new-type"
            name="type"
            defaultValue={result?.values?.type ?? "landing_page"}
            className="block w-full border border-line bg-white px-3 py-2.5 text-base text-ink"
          >
            {(Object.keys(creatableTypes) as CreatableType[]).map((type) => (
              <option key={type} value={type}>
                {`${typeLabel(type)}${creatableTypes[type] ? ` (under ${creatableTypes[type]})` : ""}`}
              </option>
            ))}
          </select>
        </div>
        <TextField
          name="title"
          label="Title"
          required
          maxLength={300}
          defaultValue={result?.values?.title}
          errors={result?.errors?.title}
        />
        <TextField
          name="path"
          label="Address"
          required
          maxLength={500}
          hint="For example /about/showroom, or /blog/choosing-a-folding-door for a blog post."
          defaultValue={result?.values?.path}
          errors={result?.errors?.path}
        />
        <div className="md:col-span-3">
          <button type="submit" className={adminButtonClass}>
            Create the draft
          </button>
        </div>
      </Form>
    </details>
  );
}
