import { useState } from "react";
import { answersFrom, readAnswers, type Answers } from "./answers";
import { CheckboxGroup, RadioGroup, SelectField, TextArea } from "./Fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import {
  MESSAGE_MAX_LENGTH,
  annualExpectedLacantina,
  annualSalesVolumes,
  dealerProjectTypes,
  foldingMultislide,
  inHouseIndependent,
  usStates,
  yesNo,
} from "./options";
import type { LeadFieldName } from "./lead-fields";
import type { LeadPageData } from "./page.server";
import { useHydrated } from "~/lib/use-hydrated";
import { useLeadForm } from "./use-lead-form";

type DealerField = LeadFieldName<"lac_become_dealer">;

/** The dealer application (lac_become_dealer); its conditional questions follow the answers live. */
export function DealerForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_become_dealer");
  const { field, values } = state;
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState<Answers<DealerField>>(() => answersFrom(values));
  // Without JavaScript every conditional question shows, marked by its condition.
  const asks = (name: DealerField, value: string) => !hydrated || (answers[name] ?? []).includes(value);
  const count = (name: DealerField, label: string, required = true) =>
    field.text(name, label, { type: "number", inputMode: "numeric", required });
  const yesNoQuestion = (name: DealerField, label: string) => (
    <RadioGroup {...field.one(name, { required: true })} label={label} options={yesNo} columns={2} />
  );

  return (
    <LeadFormFrame page={page} state={state} label="Dealer application" onChange={(event) => setAnswers(readAnswers(event.currentTarget))}>
      <div className="space-y-6 border border-line p-6 md:p-8">
        <h2 className="text-2xl font-light tracking-tight">Dealer Application</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {field.text("first_name", "First name", { required: true, autoComplete: "given-name" })}
          {field.text("last_name", "Last name", { required: true, autoComplete: "family-name" })}
        </div>
        {field.text("email", "Email", { type: "email", required: true, autoComplete: "email" })}
        {field.text("company_name", "Company name", { required: true, autoComplete: "organization" })}
        {field.text("address", "Address", { required: true, autoComplete: "street-address" })}
        <div className="grid gap-5 sm:grid-cols-3">
          {field.text("city", "City", { required: true, autoComplete: "address-level2" })}
          <SelectField {...field.one("state", { required: true })} label="State" options={usStates} autoComplete="address-level1" />
          {field.text("zip", "ZIP code", { required: true, autoComplete: "postal-code", inputMode: "numeric" })}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {field.text("phone", "Phone", { type: "tel", required: true, autoComplete: "tel", placeholder: "(xxx) xxx - xxxx" })}
          {field.text("fax", "Fax", { type: "tel", placeholder: "(xxx) xxx - xxxx" })}
        </div>
        {field.text("website_url", "Website", { type: "url", autoComplete: "url", placeholder: "www.example.com" })}
        <div className="grid gap-5 sm:grid-cols-2">
          {field.text("owner", "Owner")}
          {field.text("sales_manager", "Sales manager")}
          {field.text("parent_company", "Parent company")}
          {field.text("company_type", "Company type")}
        </div>

        {yesNoQuestion("resellers_license", "Do you hold a reseller's license?")}
        {asks("resellers_license", "true")
          ? field.text("federal_id", hydrated ? "Federal ID" : "Federal ID (if you hold a reseller's license)", { required: hydrated })
          : null}

        <div className="grid gap-5 sm:grid-cols-2">
          {count("store_count", "Number of stores")}
          {count("employee_count", "Number of employees")}
          {count("years_in_business", "Years in business")}
          {count("service_technicians", "Service technicians")}
          {count("external_sales_rep_count", "External sales reps")}
          {count("internal_sales_rep_count", "Internal sales reps")}
        </div>
        <SelectField {...field.one("annual_sales_volume", { required: true })} label="Annual sales volume" options={annualSalesVolumes} />
        <SelectField
          {...field.one("annual_expected_lacantina", { required: true })}
          label="Expected annual LaCantina sales"
          options={annualExpectedLacantina}
        />
        <TextArea
          {...field.one("other_brands", { required: true })}
          label="What brands do you carry/sell?"
          maxLength={MESSAGE_MAX_LENGTH}
        />

        {yesNoQuestion("showroom", "Do you have a showroom?")}
        {asks("showroom", "true") ? (
          <RadioGroup
            {...field.one("folding_multislide", { required: hydrated })}
            label={
              hydrated
                ? "Do you display folding or multi-slide doors?"
                : "Do you display folding or multi-slide doors? (if you have a showroom)"
            }
            options={foldingMultislide}
            columns={2}
          />
        ) : null}
        {yesNoQuestion("display_program_interest", "Are you interested in our display program?")}

        <CheckboxGroup
          {...field.many("project_types", { required: true })}
          label="Project types"
          options={dealerProjectTypes}
          columns={2}
        />
        {asks("project_types", "residential")
          ? count(
              "residential_count",
              hydrated ? "Residential projects: how many?" : "Residential projects: how many? (if residential)",
              hydrated,
            )
          : null}
        {asks("project_types", "commercial")
          ? count(
              "commercial_count",
              hydrated ? "Commercial projects: how many?" : "Commercial projects: how many? (if commercial)",
              hydrated,
            )
          : null}

        {yesNoQuestion("installation_services", "Do you offer installation services?")}
        {asks("installation_services", "true") ? (
          <RadioGroup
            {...field.one("in_house_independent", { required: hydrated })}
            label={
              hydrated ? "Are your installers in-house or independent?" : "Are your installers in-house or independent? (if you install)"
            }
            options={inHouseIndependent}
            columns={2}
          />
        ) : null}
        {yesNoQuestion("credit_terms", "Are you applying for credit terms?")}

        <SubmitButton submitting={state.submitting} />
      </div>
    </LeadFormFrame>
  );
}
