import { Checkbox, CheckboxGroup, FieldErrors, Label, SelectField, TextArea, TextField } from "~/ui/fields";
import type { FormResult } from "../form-result";
import type { FormField } from "./form-field";

/** A text longer than this is typed in a box of several lines, unless its schema says otherwise. */
const LONG_TEXT = 500;

/**
 * One field of an admin form, drawn from its schema's description: its control, label and hint, the
 * server's messages under it and, after a refusal, what was typed; else the stored value.
 */
export function SchemaField({
  field,
  result,
  stored = "",
  emptyLabel,
  accept,
}: {
  field: FormField;
  result?: Pick<FormResult, "errors" | "values"> | undefined;
  stored?: string | boolean;
  /** The select's choice of none, where leaving it empty means something ("No dealer"). */
  emptyLabel?: string;
  /** The kinds of file a file field takes, as the browser's chooser offers them (".csv,text/csv"). */
  accept?: string;
}) {
  const errors = result?.errors?.[field.name];
  const typed = result?.values?.[field.name];
  const common = { name: field.name, label: field.label, required: field.required, errors, hint: field.hint };
  switch (field.input) {
    case "checkbox":
      return (
        <Checkbox
          name={field.name}
          label={field.label}
          errors={errors}
          defaultChecked={result?.values ? typed === "true" : stored === true}
        />
      );
    case "checkboxes":
      // A list is kept as text, its values between commas or semicolons (parseForm gives them so).
      return (
        <CheckboxGroup
          {...common}
          options={field.options ?? []}
          columns={2}
          defaultValue={(typed ?? String(stored)).split(/[,;]\s*/).filter(Boolean)}
        />
      );
    case "file":
      return (
        <div>
          <Label htmlFor={field.name} label={field.label} required={field.required} />
          <input
            id={field.name}
            name={field.name}
            type="file"
            accept={accept}
            required={field.required}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? `${field.name}-error` : undefined}
            className="block w-full border border-line bg-white px-3 py-2 text-sm text-ink"
          />
          <FieldErrors name={field.name} errors={errors} />
        </div>
      );
    case "select":
      return <SelectField {...common} options={field.options ?? []} defaultValue={typed ?? String(stored)} emptyLabel={emptyLabel} />;
    default: {
      const value = typed ?? String(stored);
      if (field.input === "textarea" || (field.input === "text" && (field.maxLength ?? 0) > LONG_TEXT))
        return <TextArea {...common} defaultValue={value} maxLength={field.maxLength ?? LONG_TEXT} />;
      return <TextField {...common} type={field.input} defaultValue={value} maxLength={field.maxLength} />;
    }
  }
}
