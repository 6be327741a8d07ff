import { Checkbox, CheckboxGroup, FieldErrors, Label, RadioGroup, SelectField, TextArea, TextField } from "~/ui/fields";
import type { FormResult } from "../form-result";
import type { FormField } from "./form-field";

/** A box of several lines whose schema sets no limit is bounded all the same. */
const TEXTAREA_MAX = 5000;

type SchemaFieldProps = {
  field: FormField;
  result?: Pick<FormResult, "errors" | "values"> | undefined;
  stored?: string | boolean | readonly string[];
  /** The select's choice of none, where leaving it empty means something ("No dealer"). */
  emptyLabel?: string;
  /** Boxes to tick side by side, on a wide screen. */
  columns?: 1 | 2;
  /** The file types a file field takes (`.csv,text/csv`). */
  accept?: string;
  /** The id of the form the field belongs to, when it is drawn outside it (text, text area and checkbox fields). */
  form?: string;
};

/** A file to send; the server checks its size and its bytes. */
function FileField({ field, errors, accept }: { field: FormField; errors: string[] | undefined; accept: string | undefined }) {
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
        className="block w-full text-sm text-ink file:mr-3 file:border file:border-ink file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <FieldErrors name={field.name} errors={errors} />
    </div>
  );
}

/**
 * The boxes of a group to tick: those ticked in a refused form (parseForm lists them as `a, b`), else
 * those stored, as a list or as text between commas or semicolons (a CSV cell).
 */
function ticked(result: SchemaFieldProps["result"], typed: string | undefined, stored: SchemaFieldProps["stored"]): string[] {
  if (result?.values) return typed ? typed.split(", ") : [];
  if (typeof stored === "string") return stored.split(/[,;]\s*/).filter(Boolean);
  return Array.isArray(stored) ? [...stored] : [];
}

/**
 * One field of an admin form, drawn from its schema's description: its control, label and hint, the
 * server's messages under it and, after a refusal, what was typed; else the stored value.
 */
export function SchemaField({ field, result, stored = "", emptyLabel, accept, columns, form }: SchemaFieldProps) {
  const errors = result?.errors?.[field.name];
  const typed = result?.values?.[field.name];
  const value = typed ?? String(stored);
  const common = { name: field.name, label: field.label, required: field.required, errors, hint: field.hint };
  switch (field.input) {
    case "checkboxes":
      return <CheckboxGroup {...common} options={field.options ?? []} defaultValue={ticked(result, typed, stored)} columns={columns} />;
    case "checkbox":
      return (
        <Checkbox
          name={field.name}
          label={field.label}
          errors={errors}
          form={form}
          defaultChecked={result?.values ? typed === "true" : stored === true}
        />
      );
    case "select":
      return <SelectField {...common} options={field.options ?? []} defaultValue={value} emptyLabel={emptyLabel} />;
    case "radio":
      return <RadioGroup {...common} options={field.options ?? []} defaultValue={value} />;
    case "file":
      return <FileField field={field} errors={errors} accept={accept} />;
    case "textarea":
      return <TextArea {...common} form={form} defaultValue={value} maxLength={field.maxLength ?? TEXTAREA_MAX} />;
    default:
      return (
        <TextField
          {...common}
          form={form}
          type={field.input}
          // A password is never shown again, nor stored on the page.
          defaultValue={field.input === "password" ? undefined : value}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
        />
      );
  }
}
