import { useRef, useState, type FormEvent } from "react";
import type { UploadProgress } from "~/ui/send-with-progress";
import type { LeadActionData } from "./page.server";
import { NOT_SENT, sendLeadForm } from "./send-lead-form";

/** True when a file input of the form has a file chosen: then the upload's progress is worth showing. */
export const carriesFiles = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')].some((input) => (input.files?.length ?? 0) > 0);

/**
 * Sends a lead form that carries files through the lead API with XMLHttpRequest, so the page can
 * show bytes sent of the total (React Router's fetcher reports no upload progress). `onSubmit`
 * goes on the <form> (React Router's Form calls it first) and answers whether it took the
 * submission: only when a file is chosen, leaving every other one to the fetcher; without
 * JavaScript the form is a plain post to its page. `onAnswer` gets the server's answer in the form
 * page's shape (`LeadActionData`), errors and all; `progress` is null between submissions.
 */
export function useUploadSubmit(onAnswer: (answer: LeadActionData) => void) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const sending = useRef(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>): boolean => {
    const form = event.currentTarget;
    if (!carriesFiles(form)) return false;
    event.preventDefault();
    if (sending.current) return true;
    sending.current = true;
    sendLeadForm(new FormData(form, (event.nativeEvent as SubmitEvent).submitter), setProgress)
      .catch((): LeadActionData => ({ status: "invalid", errors: { form: [NOT_SENT] }, values: {} }))
      .then(onAnswer)
      .finally(() => {
        sending.current = false;
        setProgress(null);
      });
    return true;
  };

  return { progress, onSubmit };
}
