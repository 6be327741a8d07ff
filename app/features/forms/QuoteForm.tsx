import { useState } from "react";
import { answered, answersFrom, readAnswers } from "./answers";
import { Checkbox, CheckboxGroup, RadioGroup, SelectField, TextArea, TextField } from "./Fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import { MESSAGE_MAX_LENGTH, doorTypes, materialTypes, projectTypes, quoteRoles, timeframes, usStates } from "./options";
import type { LeadPageData } from "./page.server";
import { StepForm } from "./StepForm";
import { useHydrated } from "./use-hydrated";
import { useLeadForm } from "./use-lead-form";
import { listOf, textOf } from "./values";

/** The 7-step quote form (lac_request_quote). */
export function QuoteForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_request_quote");
  const hydrated = useHydrated();
  const { errors, values } = state;
  const [answers, setAnswers] = useState(() => answersFrom(values));
  const hasErrors = state.result?.status === "invalid";
  const contactAnswered = answered(answers, "first_name", "last_name", "email", "phone", "zip");

  const steps = [
    {
      id: "quote-role",
      title: "Which best describes you?",
      answered: answered(answers, "role"),
      content: (
        <RadioGroup
          name="role"
          label="I am a"
          required
          options={quoteRoles}
          columns={2}
          errors={errors.role}
          defaultValue={textOf(values, "role")}
        />
      ),
    },
    {
      id: "quote-project",
      title: "What kind of project is it?",
      answered: answered(answers, "project_type"),
      content: (
        <RadioGroup
          name="project_type"
          label="Project type"
          required
          options={projectTypes}
          errors={errors.project_type}
          defaultValue={textOf(values, "project_type")}
        />
      ),
    },
    {
      id: "quote-doors",
      title: "Which doors are you interested in?",
      answered: answered(answers, "door_type"),
      content: (
        <CheckboxGroup
          name="door_type"
          label="Door types (choose all that apply)"
          required
          options={doorTypes}
          errors={errors.door_type}
          defaultValue={listOf(values, "door_type")}
        />
      ),
    },
    {
      id: "quote-materials",
      title: "Which materials are you considering?",
      answered: answered(answers, "material_type"),
      content: (
        <CheckboxGroup
          name="material_type"
          label="Materials (choose all that apply)"
          required
          options={materialTypes}
          columns={2}
          errors={errors.material_type}
          defaultValue={listOf(values, "material_type")}
        />
      ),
    },
    {
      id: "quote-timeframe",
      title: "When does your project start?",
      answered: answered(answers, "timeframe"),
      content: (
        <RadioGroup
          name="timeframe"
          label="Timeframe"
          required
          options={timeframes}
          errors={errors.timeframe}
          defaultValue={textOf(values, "timeframe")}
        />
      ),
    },
    {
      id: "quote-message",
      title: "Anything else we should know?",
      answered: true,
      content: (
        <TextArea
          name="message"
          label="Message"
          hint={`Optional, up to ${MESSAGE_MAX_LENGTH} characters.`}
          maxLength={MESSAGE_MAX_LENGTH}
          errors={errors.message}
          defaultValue={textOf(values, "message")}
        />
      ),
    },
    {
      id: "quote-contact",
      title: "How can we reach you?",
      answered: contactAnswered,
      content: (
        <div className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="first_name"
              label="First name"
              required
              autoComplete="given-name"
              errors={errors.first_name}
              defaultValue={textOf(values, "first_name")}
            />
            <TextField
              name="last_name"
              label="Last name"
              required
              autoComplete="family-name"
              errors={errors.last_name}
              defaultValue={textOf(values, "last_name")}
            />
          </div>
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            errors={errors.email}
            defaultValue={textOf(values, "email")}
          />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            placeholder="(xxx) xxx - xxxx"
            errors={errors.phone}
            defaultValue={textOf(values, "phone")}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              name="state"
              label="State"
              required
              options={usStates}
              autoComplete="address-level1"
              errors={errors.state}
              defaultValue={textOf(values, "state")}
            />
            <TextField
              name="zip"
              label="ZIP code"
              required
              autoComplete="postal-code"
              inputMode="numeric"
              errors={errors.zip}
              defaultValue={textOf(values, "zip")}
            />
          </div>
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
    <LeadFormFrame page={page} state={state} label="Request a Quote" onChange={(event) => setAnswers(readAnswers(event.currentTarget))}>
      <StepForm
        steps={steps}
        startAt={hasErrors ? steps.length : 1}
        submit={<SubmitButton submitting={state.submitting} disabled={hydrated && !contactAnswered} />}
      />
    </LeadFormFrame>
  );
}
