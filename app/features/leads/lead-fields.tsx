import type { z } from "zod";
import { TextField, type Requirement } from "~/ui/fields";
import type { LeadForm } from "./options";
import type { FieldErrors, RawFields, leadSchemas } from "./schemas";
import { listOf, textOf } from "./values";

// Types only from zod and the schemas: the browser bundle carries no zod (decision 0002).

/** The names a lead form posts, read from its schema: a misspelt field name fails the typecheck. */
export type LeadFieldName<F extends LeadForm> = keyof z.input<(typeof leadSchemas)[F]> & string;

/** The contact fields every lead form's schema has (a form without one fails the typecheck here). */
type ContactFieldName = "first_name" | "last_name" | "email" | "phone";
const contactField = <N extends ContactFieldName & LeadFieldName<LeadForm>>(name: N) => name;

type TextOptions = Omit<Parameters<typeof TextField>[0], "name" | "label" | "errors" | "defaultValue">;

/**
 * The wiring of one form's controls (`Fields.tsx`) to the server's answer, in one place: each
 * builder takes a field name of the form's schema and gives the control its name (from which the
 * control derives its id, aria-describedby and aria-invalid), required flag, errors and the value
 * the server echoed.
 */
export function leadFields<F extends LeadForm>({ errors, values, invalid }: { errors: FieldErrors; values: RawFields; invalid: boolean }) {
  const wired = (name: LeadFieldName<F>, required: Requirement | undefined) => ({ name, required, errors: errors[name] });
  const text = (name: LeadFieldName<F> | ContactFieldName, label: string, { required, ...options }: TextOptions = {}) => (
    <TextField name={name} required={required} errors={errors[name]} label={label} defaultValue={textOf(values, name)} {...options} />
  );
  return {
    /** A control with one answer (text, select, radio buttons); `fallback` when nothing was echoed. */
    one: (name: LeadFieldName<F>, { required, fallback }: { required?: Requirement; fallback?: string } = {}) => ({
      ...wired(name, required),
      defaultValue: textOf(values, name) ?? fallback,
    }),
    /** A control with several answers (checkboxes). */
    many: (name: LeadFieldName<F>, { required }: { required?: Requirement } = {}) => ({
      ...wired(name, required),
      defaultValue: listOf(values, name),
    }),
    /** An opt-in checkbox: on a fresh form as the site's setting says (`ticked`), as the visitor left it after an error. */
    optIn: (name: LeadFieldName<F>, ticked: boolean) => ({ name, defaultChecked: invalid ? textOf(values, name) === "true" : ticked }),
    /** A permission the form needs: never ticked for the visitor, as they left it after an error. */
    agreement: (name: LeadFieldName<F>) => ({
      ...wired(name, true),
      required: true,
      defaultChecked: invalid && textOf(values, name) === "true",
    }),
    /** A labelled text input. */
    text,
    /** The visitor's first and last name, side by side from the small breakpoint. */
    personName: () => (
      <div className="grid gap-5 sm:grid-cols-2">
        {text(contactField("first_name"), "First name", { required: true, autoComplete: "given-name" })}
        {text(contactField("last_name"), "Last name", { required: true, autoComplete: "family-name" })}
      </div>
    ),
    email: () => text(contactField("email"), "Email", { type: "email", required: true, autoComplete: "email" }),
    phone: ({ required }: { required: boolean }) =>
      text(contactField("phone"), "Phone", { type: "tel", required, autoComplete: "tel", placeholder: "(xxx) xxx - xxxx" }),
  };
}

export type LeadFields<F extends LeadForm> = ReturnType<typeof leadFields<F>>;
