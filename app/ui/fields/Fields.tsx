import type { ReactNode } from "react";

// The site's form controls, shared by the lead forms and the admin's forms: a label, the control,
// its hint and the server's messages under it, tied to it for screen readers. One module, so that
// a page takes them in one chunk (split, each control was a chunk of its own on the lead forms).

/** One answer of a select, a group of radio buttons or of checkboxes. */
export type Option = { value: string; label: string };

const controlClass =
  "block w-full border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-bronze focus:outline-none focus-visible:outline-2 focus-visible:outline-bronze aria-[invalid=true]:border-red-700";

/**
 * A required field is marked with an asterisk. A follow-up question that CSS hides until it is
 * asked is `"when-asked"`: marked, but checked by the server only, as a browser refuses to send a
 * form with a hidden required control.
 */
export type Requirement = boolean | "when-asked";

export type FieldProps = {
  name: string;
  label: string;
  required?: Requirement;
  errors?: string[];
  hint?: string;
};

/** The form a control belongs to, when it sits outside it (the admin's page editor's side panel). */
type FormOwner = { form?: string | undefined };

const errorId = (name: string) => `${name}-error`;
const hintId = (name: string) => `${name}-hint`;

function describedBy(name: string, errors?: string[], hint?: string) {
  return [hint ? hintId(name) : "", errors?.length ? errorId(name) : ""].filter(Boolean).join(" ") || undefined;
}

function RequiredMark() {
  return (
    <span className="text-red-800" aria-hidden="true">
      {" "}
      *
    </span>
  );
}

/** A field's label, or a group's legend when it labels no one control; a required one is marked. */
export function Label({ htmlFor, label, required }: { htmlFor?: string; label: string; required?: Requirement }) {
  const content = (
    <>
      {label}
      {required ? <RequiredMark /> : null}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-ink">
      {content}
    </label>
  ) : (
    <legend className="mb-1.5 block text-sm font-medium text-ink">{content}</legend>
  );
}

export function FieldErrors({ name, errors }: { name: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={errorId(name)} className="mt-1.5 text-sm text-red-800" data-field-error={name}>
      {errors.join(" ")}
    </p>
  );
}

function Hint({ name, hint }: { name: string; hint?: string }) {
  return hint ? (
    <p id={hintId(name)} className="mt-1 text-sm text-stone">
      {hint}
    </p>
  ) : null;
}

type TextFieldProps = FieldProps &
  FormOwner & {
    type?: "text" | "email" | "tel" | "url" | "number" | "password" | "date" | "datetime-local" | undefined;
    defaultValue?: string;
    placeholder?: string;
    autoComplete?: string;
    inputMode?: "numeric" | "tel" | "email" | "url" | "text";
    maxLength?: number;
  };

export function TextField({ name, label, required, errors, hint, type = "text", defaultValue, ...rest }: TextFieldProps) {
  return (
    <div>
      <Label htmlFor={name} label={label} required={required} />
      <input
        id={name}
        name={name}
        type={type}
        required={required === true}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors, hint)}
        className={controlClass}
        {...(type === "number" ? { min: 0, step: 1 } : {})}
        {...rest}
      />
      <Hint name={name} hint={hint} />
      <FieldErrors name={name} errors={errors} />
    </div>
  );
}

export function TextArea({
  name,
  label,
  required,
  errors,
  hint,
  defaultValue,
  maxLength,
  form,
}: FieldProps & FormOwner & { defaultValue?: string; maxLength: number }) {
  return (
    <div>
      <Label htmlFor={name} label={label} required={required} />
      <textarea
        id={name}
        name={name}
        form={form}
        required={required === true}
        rows={5}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors, hint)}
        className={controlClass}
      />
      <Hint name={name} hint={hint} />
      <FieldErrors name={name} errors={errors} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  required,
  errors,
  options,
  defaultValue,
  autoComplete,
  emptyLabel = "Select…",
}: FieldProps & { options: Option[]; defaultValue?: string; autoComplete?: string; emptyLabel?: string }) {
  return (
    <div>
      <Label htmlFor={name} label={label} required={required} />
      <select
        id={name}
        name={name}
        required={required === true}
        defaultValue={defaultValue ?? ""}
        autoComplete={autoComplete}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors)}
        className={controlClass}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors name={name} errors={errors} />
    </div>
  );
}

type ChoiceProps = FieldProps & { options: Option[]; columns?: 1 | 2 };

/** One answer of several (radio buttons), its own error area under the group. */
export function RadioGroup({ name, label, required, errors, options, defaultValue, columns = 1 }: ChoiceProps & { defaultValue?: string }) {
  return (
    <ChoiceGroup name={name} label={label} required={required} errors={errors} columns={columns}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="radio"
          name={name}
          option={option}
          required={required === true}
          defaultChecked={defaultValue === option.value}
        />
      ))}
    </ChoiceGroup>
  );
}

/** Several answers (checkboxes), posted as `name[]` entries. */
export function CheckboxGroup({
  name,
  label,
  required,
  errors,
  options,
  defaultValue = [],
  columns = 1,
}: ChoiceProps & { defaultValue?: string[] }) {
  return (
    <ChoiceGroup name={name} label={label} required={required} errors={errors} columns={columns}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="checkbox"
          name={`${name}[]`}
          option={option}
          defaultChecked={defaultValue.includes(option.value)}
        />
      ))}
    </ChoiceGroup>
  );
}

function ChoiceGroup({ name, label, required, errors, columns, children }: FieldProps & { columns: 1 | 2; children: ReactNode }) {
  return (
    <fieldset
      data-field={name}
      aria-invalid={errors?.length ? true : undefined}
      aria-describedby={describedBy(name, errors)}
      className="min-w-0"
    >
      <Label label={label} required={required} />
      <div className={`grid gap-2 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>{children}</div>
      <FieldErrors name={name} errors={errors} />
    </fieldset>
  );
}

function Choice({
  type,
  name,
  option,
  required,
  defaultChecked,
}: {
  type: "radio" | "checkbox";
  name: string;
  option: Option;
  required?: boolean;
  defaultChecked: boolean;
}) {
  const id = `${name.replace("[]", "")}-${option.value.replace(/[^A-Za-z0-9]+/g, "-")}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 border border-line px-3 py-2 has-checked:border-bronze has-checked:bg-linen"
    >
      <input
        id={id}
        type={type}
        name={name}
        value={option.value}
        required={required}
        defaultChecked={defaultChecked}
        className="h-4 w-4 accent-bronze"
      />
      <span>{option.label}</span>
    </label>
  );
}

/** One box to tick: an opt-in, or (required) a permission the form cannot be sent without. */
export function Checkbox({
  name,
  label,
  defaultChecked,
  required = false,
  errors,
  form,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  required?: boolean;
  errors?: string[];
} & FormOwner) {
  return (
    <div>
      <label htmlFor={name} className="flex cursor-pointer items-start gap-3 text-sm text-stone">
        <input
          id={name}
          type="checkbox"
          name={name}
          form={form}
          value="true"
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(name, errors)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-bronze"
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldErrors name={name} errors={errors} />
    </div>
  );
}
