import { useState } from "react";
import { answered, answersFrom, readAnswers } from "./answers";
import { Checkbox, RadioGroup, TextArea, TextField } from "./Fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import { MESSAGE_MAX_LENGTH, contactRoles, contactSubjects } from "./options";
import type { LeadPageData } from "./page.server";
import { StepForm } from "./StepForm";
import { useHydrated } from "./use-hydrated";
import { useLeadForm } from "./use-lead-form";
import { textOf } from "./values";

/** The 4-step contact form (lac_contact_us). */
export function ContactForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_contact_us");
  const { errors, values } = state;
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState(() => answersFrom(values));
  const hasErrors = state.result?.status === "invalid";
  const contactAnswered = answered(answers, "first_name", "last_name", "email", "phone", "zip");
  const text = (name: string, label: string, options: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={label} required errors={errors[name]} defaultValue={textOf(values, name)} {...options} />
  );
  const steps = [
    {
      id: "contact-role",
      title: "Which best describes you?",
      answered: answered(answers, "role"),
      content: (
        <RadioGroup name="role" label="I am a" required options={contactRoles} errors={errors.role} defaultValue={textOf(values, "role")} />
      ),
    },
    {
      id: "contact-subject",
      title: "What is it about?",
      answered: answered(answers, "subject"),
      content: (
        <RadioGroup
          name="subject"
          label="Subject"
          required
          options={contactSubjects}
          errors={errors.subject}
          defaultValue={textOf(values, "subject")}
        />
      ),
    },
    {
      id: "contact-message",
      title: "Your question or comment",
      answered: true,
      content: (
        <TextArea
          name="message"
          label="Message"
          hint={`Up to ${MESSAGE_MAX_LENGTH} characters.`}
          maxLength={MESSAGE_MAX_LENGTH}
          errors={errors.message}
          defaultValue={textOf(values, "message")}
        />
      ),
    },
    {
      id: "contact-details",
      title: "How can we reach you?",
      answered: contactAnswered,
      content: (
        <div className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            {text("first_name", "First name", { autoComplete: "given-name" })}
            {text("last_name", "Last name", { autoComplete: "family-name" })}
          </div>
          {text("email", "Email", { type: "email", autoComplete: "email" })}
          {text("phone", "Phone", { type: "tel", autoComplete: "tel", placeholder: "(xxx) xxx - xxxx" })}
          {text("zip", "ZIP / Postal code", { autoComplete: "postal-code" })}
          <Checkbox
            name="product_updates"
            label="Send me product news and updates."
            defaultChecked={hasErrors ? textOf(values, "product_updates") === "true" : true}
          />
        </div>
      ),
    },
  ];
  return (
    <LeadFormFrame
      page={page}
      state={state}
      label="Send a Question or Comment"
      onChange={(event) => setAnswers(readAnswers(event.currentTarget))}
    >
      <StepForm
        steps={steps}
        startAt={hasErrors ? steps.length : 1}
        submit={<SubmitButton submitting={state.submitting} disabled={hydrated && !contactAnswered} />}
      />
    </LeadFormFrame>
  );
}
