import { useRef, useState, type FormEvent } from "react";
import { useLocale } from "~/i18n/LocaleProvider";
import type { UploadProgress } from "~/ui/send-with-progress";
import type { LeadActionData } from "./routes.server";
import { NOT_SENT, sendLeadForm } from "./send-lead-form";

/** True when a file input of the form has a file chosen: then the upload's progress is worth showing. */
const carriesFiles = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')].some((input) => (input.files?.length ?? 0) > 0);

/**
 * Sends a lead form through the lead API with XMLHttpRequest once the page's scripts run, so a
 * dropped connection or a server's failure is the form's own error, the visitor's answers kept
 * to send again (a fetcher to the page would give way to the error page, and its revalidation
 * fails too when the connection is gone), and a form that carries files shows bytes sent of the
 * total. Without JavaScript the form is a plain post to its page. `onAnswer` gets the server's
 * answer in the form page's shape (`LeadActionData`), errors and all; `progress` is null unless
 * files are on their way.
 */
export function useLeadSubmit(onAnswer: (answer: LeadActionData) => void) {
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const inFlight = useRef(false);
  const locale = useLocale();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const form = event.currentTarget;
    const body = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    sendLeadForm(body, carriesFiles(form) ? setProgress : () => {}, locale)
      .catch((): LeadActionData => ({ status: "invalid", errors: { form: [NOT_SENT] }, values: {} }))
      .then(onAnswer)
      .finally(() => {
        inFlight.current = false;
        setSending(false);
        setProgress(null);
      });
  };

  return { sending, progress, onSubmit };
}
