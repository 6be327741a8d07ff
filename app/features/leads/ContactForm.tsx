import { useState } from "react";
import { answered, answersFrom, readAnswers, type Answers } from "./answers";
import { Checkbox, RadioGroup, TextArea } from "~/ui/fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import { MESSAGE_MAX_LENGTH, contactRoles, contactSubjects } from "./options";
import type { LeadFieldName } from "./lead-fields";
import type { LeadPageData } from "./routes.server";
import { StepForm } from "./StepForm";
import { useHydrated } from "~/lib/use-hydrated";
import { useLeadForm } from "./use-lead-form";

/**
 * The 4-step contact form (lac_contact_us). `subject` is the one the visitor chose on the way in
 * (see `contactSubjectFrom`): preselected, so its step is already answered.
 */
export function ContactForm({ page, subject = null }: { page: LeadPageData; subject?: string | null }) {
  const state = useLeadForm("lac_contact_us");
  const { field, values } = state;
  const hydrated = useHydrated();
  // The subject step is not in the form until it is revealed: until then the preset answers for it.
  const preset: Answers<LeadFieldName<"lac_contact_us">> = subject === null ? {} : { subject: [subject] };
  const [answers, setAnswers] = useState<Answers<LeadFieldName<"lac_contact_us">>>(() => ({ ...preset, ...answersFrom(values) }));
  const hasErrors = state.result?.status === "invalid";
  const contactAnswered = answered(answers, "first_name", "last_name", "email", "phone", "zip");
  const steps = [
    {
      id: "contact-role",
      title: "Which best describes you?",
      answered: answered(answers, "role"),
      content: <RadioGroup {...field.one("role", { required: true })} label="I am a" options={contactRoles} />,
    },
    {
      id: "contact-subject",
      title: "What is it about?",
      answered: answered(answers, "subject"),
      content: (
        <RadioGroup
          {...field.one("subject", { required: true, fallback: subject ?? undefined })}
          label="Subject"
          options={contactSubjects}
        />
      ),
    },
    {
      id: "contact-message",
      title: "Your question or comment",
      answered: true,
      content: (
        <TextArea
          {...field.one("message")}
          label="Message"
          hint={`Up to ${MESSAGE_MAX_LENGTH} characters.`}
          maxLength={MESSAGE_MAX_LENGTH}
        />
      ),
    },
    {
      id: "contact-details",
      title: "How can we reach you?",
      answered: contactAnswered,
      content: (
        <div className="space-y-5">
          {field.personName()}
          {field.email()}
          {field.phone({ required: true })}
          {field.text("zip", "ZIP / Postal code", { required: true, autoComplete: "postal-code" })}
          <Checkbox {...field.optIn("product_updates", page.productNewsTicked)} label="Send me product news and updates." />
        </div>
      ),
    },
  ];
  return (
    <LeadFormFrame
      page={page}
      state={state}
      label="Send a Question or Comment"
      onChange={(event) => setAnswers({ ...preset, ...readAnswers(event.currentTarget) })}
    >
      <StepForm
        steps={steps}
        startAt={hasErrors ? steps.length : 1}
        submit={<SubmitButton submitting={state.submitting} disabled={hydrated && !contactAnswered} />}
      />
    </LeadFormFrame>
  );
}
