import type { LocaleInfo } from "~/i18n/locale";
import { SendFailed, sendWithProgress, type SentAnswer, type UploadProgress } from "~/ui/send-with-progress";
import { LEAD_SUBMIT_PATH } from "./options";
import type { LeadActionData } from "./routes.server";

const REFUSED = "The form could not be sent. Please try again in a moment, or call us.";
export const NOT_SENT = "The form could not be sent: the connection dropped. Check it and send the form again.";

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

/** Where a page in `locale` posts its leads: the default locale's address stays the plain one. */
const submitPath = (locale: Pick<LocaleInfo, "tag" | "prefix">) =>
  locale.prefix === "" ? LEAD_SUBMIT_PATH : `${LEAD_SUBMIT_PATH}?${new URLSearchParams({ locale: locale.tag })}`;

/**
 * Posts a lead form's body to the lead API with its upload progress, naming the page's locale for
 * the lead to record; a dropped connection is a form-level error.
 */
export async function sendLeadForm(
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
  locale: Pick<LocaleInfo, "tag" | "prefix">,
): Promise<LeadActionData> {
  try {
    return leadAnswerOf(await sendWithProgress(submitPath(locale), body, { onProgress }));
  } catch (error) {
    if (!(error instanceof SendFailed)) throw error;
    return { status: "invalid", errors: { form: [NOT_SENT] }, values: {} };
  }
}
