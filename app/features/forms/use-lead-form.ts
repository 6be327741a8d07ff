import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { pushDataLayer } from "../analytics";
import { leadFields } from "./lead-fields";
import type { LeadForm } from "./options";
import type { LeadActionData } from "./page.server";
import type { FieldErrors } from "./schemas";
import { useUploadSubmit } from "./use-upload-submit";

const fieldOf = (target: EventTarget) => ("name" in target && typeof target.name === "string" ? target.name.replace(/\[\]$/, "") : "");

/**
 * The state of one lead form on its page: the server's answer (from a scripted submission or a
 * plain post), its errors minus the fields changed since, and the submitting flag. Pushes
 * `lead_generated` once the lead is received and scrolls to the first error when errors return.
 * `field` wires the controls to that answer by the names of the form's schema (`leadFields`).
 * A submission with photos goes through `useUploadSubmit`, which reports its upload `progress`;
 * its answer counts as the fetcher's would.
 */
export function useLeadForm<F extends LeadForm>(form: F) {
  const fetcher = useFetcher<LeadActionData>({ key: form });
  const posted = useActionData<LeadActionData>();
  // The answer to the last submission that went with its upload's progress, until the fetcher sends one.
  const [uploaded, setUploaded] = useState<LeadActionData | undefined>();
  const upload = useUploadSubmit(setUploaded);
  const result = uploaded ?? fetcher.data ?? (posted?.status === "received" && posted.form !== form ? undefined : posted);
  const [changed, setChanged] = useState<{ for: LeadActionData | undefined; fields: Set<string> }>({ for: result, fields: new Set() });
  const formRef = useRef<HTMLFormElement>(null);
  const changedFields = changed.for === result ? changed.fields : new Set<string>();

  const errors: FieldErrors =
    result?.status === "invalid" ? Object.fromEntries(Object.entries(result.errors).filter(([field]) => !changedFields.has(field))) : {};

  useEffect(() => {
    if (fetcher.data?.status === "received" || uploaded?.status === "received") pushDataLayer({ event: "lead_generated", form });
  }, [fetcher.data, uploaded, form]);

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!upload.onSubmit(event)) setUploaded(undefined);
  };

  const values = result?.status === "invalid" ? result.values : {};
  return {
    fetcher,
    formRef,
    result,
    errors,
    values,
    field: leadFields<F>({ errors, values, invalid: result?.status === "invalid" }),
    submitting: fetcher.state !== "idle" || upload.progress !== null,
    /** How much of a submission's photos has gone, while it goes. */
    uploadProgress: upload.progress,
    onSubmit,
    onChange,
  };
}

export type LeadFormState<F extends LeadForm = LeadForm> = ReturnType<typeof useLeadForm<F>>;
