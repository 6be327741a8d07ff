import type { FormEvent, ReactNode } from "react";
import { UploadProgressBar } from "~/ui/UploadProgressBar";
import { CaptchaWidget } from "./CaptchaWidget";
import { FieldErrors } from "~/ui/fields";
import { leadFormPaths } from "./options";
import type { LeadPageData } from "./routes.server";
import type { FieldErrors as Errors } from "./schemas";
import { CAPTCHA_FIELD, FILL_TOKEN_FIELD, HONEYPOT_FIELD } from "./spam";
import { ThankYou } from "./ThankYou";
import type { LeadFormState } from "./use-lead-form";
import { useOwnFillToken } from "./use-own-fill-token";

type FrameProps = {
  page: LeadPageData;
  state: Omit<LeadFormState, "field">;
  label: string;
  /** Where the form posts without JavaScript, when not its page's bare address (a query it must keep). */
  action?: string;
  children: ReactNode;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The <form> every lead form shares: it posts to its page without JavaScript, and to the lead API
 * with it (showing the upload's progress when it carries photos), carries the form name, fill
 * token, honeypot and captcha, and gives way to the thank-you once the lead is received.
 */
export function LeadFormFrame({ page, state, label, action, children, onChange }: FrameProps) {
  const { formRef, result, errors } = state;
  const fillToken = useOwnFillToken(page.fillToken, page.fillTokenShared ?? false);
  if (result?.status === "received") return <ThankYou form={page.form} />;
  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={action ?? leadFormPaths[page.form]}
      aria-label={label}
      onChange={(event) => {
        state.onChange(event);
        onChange?.(event);
      }}
      onSubmit={state.onSubmit}
      className="space-y-6"
    >
      <input type="hidden" name="processor" value={page.form} />
      <input type="hidden" name={FILL_TOKEN_FIELD} value={(result?.status === "invalid" && result.fillToken) || fillToken} />
      <div className="hidden">
        <label htmlFor={`${page.form}-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input id={`${page.form}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <FormLevelErrors errors={errors} />
      {children}
      {state.uploadProgress ? <UploadProgressBar progress={state.uploadProgress} label="Sending your photos" /> : null}
      {page.captcha ? (
        <div>
          <CaptchaWidget provider={page.captcha.provider} siteKey={page.captcha.siteKey} />
          <FieldErrors name={CAPTCHA_FIELD} errors={errors[CAPTCHA_FIELD]} />
        </div>
      ) : null}
    </form>
  );
}

function FormLevelErrors({ errors }: { errors: Errors }) {
  const messages = [...(errors.form ?? []), ...(errors.processor ?? [])];
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="border border-red-800 bg-red-50 p-4 text-sm text-red-900" data-field-error="form">
      {messages.join(" ")}
    </div>
  );
}

export function SubmitButton({
  submitting,
  disabled = false,
  children = "Submit",
}: {
  submitting: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={submitting || disabled}
      className="inline-flex min-h-11 items-center justify-center bg-bronze px-8 py-3 text-sm font-semibold uppercase tracking-[0.12em] text-white transition-colors hover:bg-bronze-dark disabled:cursor-not-allowed disabled:opacity-50"
    >
      {submitting ? "Sending…" : children}
    </button>
  );
}
