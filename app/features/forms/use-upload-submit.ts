import { useRef, useState, type FormEvent } from "react";
import { SendFailed, sendWithProgress, type SentAnswer, type UploadProgress } from "~/ui/send-with-progress";
import { LEAD_SUBMIT_PATH } from "./options";
import type { LeadActionData } from "./page.server";

const NOT_SENT = "The form could not be sent: the connection dropped. Check it and send the form again.";
const REFUSED = "The form could not be sent. Please try again in a moment, or call us.";

/** True when a file input of the form has a file chosen: then the upload's progress is worth showing. */
export const carriesFiles = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')].some((input) => (input.files?.length ?? 0) > 0);

/**
 * The lead API's answer as a form page's answer: the API answers in the page action's own shape
 * (`LeadActionData`); anything else (a refusal before the lead service, such as a foreign origin)
 * becomes a form-level error.
 */
export function leadAnswerOf({ body }: SentAnswer): LeadActionData {
  const answer = body as Partial<LeadActionData> & { message?: unknown };
  if (answer?.status === "received" && typeof answer.form === "string") return { status: "received", form: answer.form };
  if (answer?.status === "invalid" && answer.errors && typeof answer.errors === "object") {
    return { status: "invalid", errors: answer.errors, values: answer.values ?? {}, fillToken: answer.fillToken };
  }
  return { status: "invalid", errors: { form: [typeof answer?.message === "string" ? answer.message : REFUSED] }, values: {} };
}

/**
 * Sends a lead form that carries files through the lead API with XMLHttpRequest, so the page can
 * show bytes sent of the total (React Router's fetcher reports no upload progress). `onSubmit`
 * goes on the <form> (React Router's Form calls it first): it takes the submission only when a
 * file is chosen and leaves every other one to the fetcher; without JavaScript the form is a plain
 * post to its page. `onAnswer` gets the server's answer in the form page's shape.
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
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    sendWithProgress(LEAD_SUBMIT_PATH, new FormData(form, submitter), { onProgress: setProgress })
      .then(leadAnswerOf, (error: unknown) => {
        if (!(error instanceof SendFailed)) throw error;
        return { status: "invalid", errors: { form: [NOT_SENT] }, values: {} } satisfies LeadActionData;
      })
      .then(onAnswer)
      .finally(() => {
        sending.current = false;
        setProgress(null);
      });
    return true;
  };

  return { progress, onSubmit };
}
