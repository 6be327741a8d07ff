import { useState } from "react";
import { Link, href } from "react-router";
import { answered, answersFrom, readAnswers, type Answers } from "./answers";
import { Checkbox, CheckboxGroup, RadioGroup, SelectField, TextArea } from "~/ui/fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import { MESSAGE_MAX_LENGTH, doorTypes, materialTypes, projectTypes, quoteRoles, timeframes, usStates } from "./options";
import type { LeadFieldName } from "./lead-fields";
import type { ChosenDealer, LeadPageData } from "./routes.server";
import { type CarriedLayout, QUOTE_LAYOUT_FIELD } from "./quote-layout";
import { DEALER_FIELD } from "./routing";
import { StepForm } from "./StepForm";
import { useHydrated } from "~/lib/use-hydrated";
import { useLeadForm } from "./use-lead-form";

/** The 7-step quote form (lac_request_quote). */
export function QuoteForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_request_quote");
  const hydrated = useHydrated();
  const { field, values } = state;
  const carried = page.carriedLayout;
  // A fresh form answers the door type and material from the system the layout was chosen in.
  const preset = state.result?.status === "invalid" || !carried ? {} : presetAnswers(carried);
  const [answers, setAnswers] = useState<Answers<LeadFieldName<"lac_request_quote">>>(() => ({ ...answersFrom(values), ...preset }));
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
        <CheckboxGroup
          {...field.many("door_type", { required: true })}
          {...(preset.door_type ? { defaultValue: preset.door_type } : {})}
          label="Door types (choose all that apply)"
          options={doorTypes}
        />
      ),
    },
    {
      id: "quote-materials",
      title: "Which materials are you considering?",
      answered: answered(answers, "material_type"),
      content: (
        <CheckboxGroup
          {...field.many("material_type", { required: true })}
          {...(preset.material_type ? { defaultValue: preset.material_type } : {})}
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
          <Checkbox {...field.optIn("product_updates", page.productNewsTicked)} label="Send me product news and updates." />
        </div>
      ),
    },
  ];

  const dealer = page.chosenDealer;
  const dealerSearch = dealer ? new URLSearchParams({ [DEALER_FIELD]: dealer.slug }).toString() : "";
  // Posted without JavaScript, the page after an error still names the dealer and the layout.
  const search = [dealerSearch, carried?.search ?? ""].filter(Boolean).join("&");
  return (
    <LeadFormFrame
      page={page}
      state={state}
      label="Request a Quote"
      action={search ? `${href("/request-quote")}?${search}` : undefined}
      onChange={(event) => setAnswers(answersWith(preset, event.currentTarget))}
    >
      {dealer ? (
        <ChosenDealerNote dealer={dealer} withoutDealer={`${href("/request-quote")}${carried ? `?${carried.search}` : ""}`} />
      ) : null}
      {carried ? (
        <CarriedLayoutNote layout={carried} removeHref={`${href("/request-quote")}${dealerSearch ? `?${dealerSearch}` : ""}`} />
      ) : null}
      <StepForm
        steps={steps}
        startAt={hasErrors ? steps.length : 1}
        submit={<SubmitButton submitting={state.submitting} disabled={hydrated && !contactAnswered} />}
      />
    </LeadFormFrame>
  );
}

/** The quote form's answers the carried layout gives: its system's door type and material. */
function presetAnswers(layout: CarriedLayout): Answers<"door_type" | "material_type"> {
  return {
    ...(layout.doorType ? { door_type: [layout.doorType] } : {}),
    ...(layout.materialType ? { material_type: [layout.materialType] } : {}),
  };
}

/**
 * The form's answers, and the preset ones of the steps not shown yet: once scripts run, a step's
 * fields are in the form only from when it is revealed, already ticked.
 */
function answersWith(preset: Answers, form: HTMLFormElement): Answers {
  const unshown = Object.entries(preset).filter(([name]) => !form.elements.namedItem(`${name}[]`));
  return { ...Object.fromEntries(unshown), ...readAnswers(form) };
}

/** Shows the visitor the layout their quote carries from the opening helper, posts it, and offers to leave it out. */
function CarriedLayoutNote({ layout, removeHref }: { layout: CarriedLayout; removeHref: string }) {
  return (
    <section aria-labelledby="carried-layout-title" className="border-l-4 border-bronze bg-sand p-4 text-sm leading-relaxed">
      <input type="hidden" name={QUOTE_LAYOUT_FIELD} value={layout.search} />
      <h2 id="carried-layout-title" className="font-semibold">
        Your opening
      </h2>
      <p className="mt-1">{layout.summary}</p>
      <p className="mt-1">
        <Link to={removeHref} className="underline">
          Remove this layout from the quote
        </Link>{" "}
        or{" "}
        <Link to={href("/size-your-opening")} className="underline">
          size another opening
        </Link>
        .
      </p>
    </section>
  );
}

/**
 * Says who a quote sent from a dealer's page goes to, and carries the dealer's slug with the
 * answers; `withoutDealer` is the same form for LaCantina, with the layout it carries.
 */
function ChosenDealerNote({ dealer, withoutDealer }: { dealer: ChosenDealer; withoutDealer: string }) {
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
        <Link to={withoutDealer} className="underline">
          send it to LaCantina instead
        </Link>
        .
      </p>
    </div>
  );
}
