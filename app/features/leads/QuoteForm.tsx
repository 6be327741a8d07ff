import { useState } from "react";
import { Link, href } from "react-router";
import { answered, answersFrom, readAnswers, type Answers } from "./answers";
import { Checkbox, CheckboxGroup, RadioGroup, SelectField, TextArea } from "~/ui/fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import { MESSAGE_MAX_LENGTH, doorTypes, materialTypes, projectTypes, quoteRoles, timeframes, usStates } from "./options";
import type { LeadFieldName } from "./lead-fields";
import type { ChosenDealer, LeadPageData } from "./routes.server";
import { DEALER_FIELD } from "./routing";
import { StepForm } from "./StepForm";
import { useHydrated } from "~/lib/use-hydrated";
import { useLeadForm } from "./use-lead-form";

/** The 7-step quote form (lac_request_quote). */
export function QuoteForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_request_quote");
  const hydrated = useHydrated();
  const { field, values } = state;
  const [answers, setAnswers] = useState<Answers<LeadFieldName<"lac_request_quote">>>(() => answersFrom(values));
  const hasErrors = state.result?.status === "invalid";
  const contactAnswered = answered(answers, "first_name", "last_name", "email", "phone", "zip");

  const steps = [
    {
      id: "quote-role",
      title: "Which best describes you?",
      answered: answered(answers, "role"),
      content: <RadioGroup {...field.one("role", { required: true })} label="I am a" options={quoteRoles} columns={2} />,
    },
    {
      id: "quote-project",
      title: "What kind of project is it?",
      answered: answered(answers, "project_type"),
      content: <RadioGroup {...field.one("project_type", { required: true })} label="Project type" options={projectTypes} />,
    },
    {
      id: "quote-doors",
      title: "Which doors are you interested in?",
      answered: answered(answers, "door_type"),
      content: (
        <CheckboxGroup {...field.many("door_type", { required: true })} label="Door types (choose all that apply)" options={doorTypes} />
      ),
    },
    {
      id: "quote-materials",
      title: "Which materials are you considering?",
      answered: answered(answers, "material_type"),
      content: (
        <CheckboxGroup
          {...field.many("material_type", { required: true })}
          label="Materials (choose all that apply)"
          options={materialTypes}
          columns={2}
        />
      ),
    },
    {
      id: "quote-timeframe",
      title: "When does your project start?",
      answered: answered(answers, "timeframe"),
      content: <RadioGroup {...field.one("timeframe", { required: true })} label="Timeframe" options={timeframes} />,
    },
    {
      id: "quote-message",
      title: "Anything else we should know?",
      answered: true,
      content: (
        <TextArea
          {...field.one("message")}
          label="Message"
          hint={`Optional, up to ${MESSAGE_MAX_LENGTH} characters.`}
          maxLength={MESSAGE_MAX_LENGTH}
        />
      ),
    },
    {
      id: "quote-contact",
      title: "How can we reach you?",
      answered: contactAnswered,
      content: (
        <div className="space-y-5">
          {field.personName()}
          {field.email()}
          {field.phone({ required: true })}
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField {...field.one("state", { required: true })} label="State" options={usStates} autoComplete="address-level1" />
            {field.text("zip", "ZIP code", { required: true, autoComplete: "postal-code", inputMode: "numeric" })}
          </div>
          <Checkbox {...field.optIn("product_updates")} label="Send me product news and updates." />
        </div>
      ),
    },
  ];

  const dealer = page.chosenDealer;
  return (
    <LeadFormFrame
      page={page}
      state={state}
      label="Request a Quote"
      action={dealer ? `${href("/request-quote")}?${new URLSearchParams({ [DEALER_FIELD]: dealer.slug })}` : undefined}
      onChange={(event) => setAnswers(readAnswers(event.currentTarget))}
    >
      {dealer ? <ChosenDealerNote dealer={dealer} /> : null}
      <StepForm
        steps={steps}
        startAt={hasErrors ? steps.length : 1}
        submit={<SubmitButton submitting={state.submitting} disabled={hydrated && !contactAnswered} />}
      />
    </LeadFormFrame>
  );
}

/** Says who a quote sent from a dealer's page goes to, and carries the dealer's slug with the answers. */
function ChosenDealerNote({ dealer }: { dealer: ChosenDealer }) {
  return (
    <div className="border-l-4 border-bronze bg-sand p-4 text-sm leading-relaxed">
      <input type="hidden" name={DEALER_FIELD} value={dealer.slug} />
      <p>
        Your request goes to{" "}
        <strong>
          {dealer.name}, {dealer.city}, {dealer.state}
        </strong>
        , an authorized LaCantina dealer.
      </p>
      <p className="mt-1">
        <Link to={href("/find-a-dealer")} className="underline">
          Choose another dealer
        </Link>{" "}
        or{" "}
        <Link to={href("/request-quote")} className="underline">
          send it to LaCantina instead
        </Link>
        .
      </p>
    </div>
  );
}
