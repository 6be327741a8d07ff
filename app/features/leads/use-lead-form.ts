import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { pushDataLayer } from "../analytics";
import { leadFields } from "./lead-fields";
import type { LeadForm } from "./options";
import type { LeadActionData } from "./routes.server";
import type { FieldErrors } from "./schemas";
import { useLeadSubmit } from "./use-lead-submit";

const fieldOf = (target: EventTarget) => ("name" in target && typeof target.name === "string" ? target.name.replace(/\[\]$/, "") : "");

/**
 * The state of one lead form on its page: the server's answer (from a scripted submission through
 * `useLeadSubmit`, or a plain post's page), its errors minus the fields changed since, and the
 * submitting flag. Pushes `lead_generated` once the lead is received and scrolls to the first
 * error when errors return. `field` wires the controls to that answer by the names of the form's
 * schema (`leadFields`). A submission that carries photos reports its upload `progress`.
 */
export function useLeadForm<F extends LeadForm>(form: F) {
  const posted = useActionData<LeadActionData>();
  const [answer, setAnswer] = useState<LeadActionData | undefined>();
  const submit = useLeadSubmit(setAnswer);
  const result = answer ?? (posted?.status === "received" && posted.form !== form ? undefined : posted);
  const [changed, setChanged] = useState<{ for: LeadActionData | undefined; fields: Set<string> }>({ for: result, fields: new Set() });
  const formRef = useRef<HTMLFormElement>(null);
  const changedFields = changed.for === result ? changed.fields : new Set<string>();

  const errors: FieldErrors =
    result?.status === "invalid" ? Object.fromEntries(Object.entries(result.errors).filter(([field]) => !changedFields.has(field))) : {};

  useEffect(() => {
    if (answer?.status === "received") pushDataLayer({ event: "lead_generated", form });
  }, [answer, form]);

  useEffect(() => {
    if (result?.status !== "invalid") return;
    const first = formRef.current?.querySelector<HTMLElement>("[data-field-error]");
    const control = first?.closest("fieldset, div")?.querySelector<HTMLElement>("input, select, textarea");
    first?.scrollIntoView({ behavior: "smooth", block: "center" });
    control?.focus({ preventScroll: true });
  }, [result]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = fieldOf(event.target);
    if (!field || changedFields.has(field)) return;
    setChanged({ for: result, fields: new Set([...changedFields, field]) });
  };

  const values = result?.status === "invalid" ? result.values : {};
  return {
    formRef,
    result,
    errors,
    values,
    field: leadFields<F>({ errors, values, invalid: result?.status === "invalid" }),
    submitting: submit.sending,
    /** How much of a submission's photos has gone, while it goes. */
    uploadProgress: submit.progress,
    onSubmit: submit.onSubmit,
    onChange,
  };
}

export type LeadFormState<F extends LeadForm = LeadForm> = ReturnType<typeof useLeadForm<F>>;
