import { useState } from "react";
import { answersFrom, readAnswers } from "./answers";
import { CheckboxGroup, RadioGroup, SelectField, TextArea, TextField } from "./Fields";
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
import type { LeadPageData } from "./page.server";
import { useHydrated } from "./use-hydrated";
import { useLeadForm } from "./use-lead-form";
import { listOf, textOf } from "./values";

/** The dealer application (lac_become_dealer); its conditional questions follow the answers live. */
export function DealerForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_become_dealer");
  const { errors, values } = state;
  const hydrated = useHydrated();
  const [answers, setAnswers] = useState(() => answersFrom(values));
  // Without JavaScript every conditional question shows, marked by its condition.
  const asks = (name: string, value: string) => !hydrated || (answers[name] ?? []).includes(value);
  const text = (name: string, label: string, options: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={label} errors={errors[name]} defaultValue={textOf(values, name)} {...options} />
  );
  const count = (name: string, label: string, required = true) => text(name, label, { type: "number", inputMode: "numeric", required });
  const yesNoQuestion = (name: string, label: string) => (
    <RadioGroup name={name} label={label} required options={yesNo} columns={2} errors={errors[name]} defaultValue={textOf(values, name)} />
  );

  return (
    <LeadFormFrame page={page} state={state} label="Dealer application" onChange={(event) => setAnswers(readAnswers(event.currentTarget))}>
      <div className="space-y-6 border border-line p-6 md:p-8">
        <h2 className="text-2xl font-light tracking-tight">Dealer Application</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("first_name", "First name", { required: true, autoComplete: "given-name" })}
          {text("last_name", "Last name", { required: true, autoComplete: "family-name" })}
        </div>
        {text("email", "Email", { type: "email", required: true, autoComplete: "email" })}
        {text("company_name", "Company name", { required: true, autoComplete: "organization" })}
        {text("address", "Address", { required: true, autoComplete: "street-address" })}
        <div className="grid gap-5 sm:grid-cols-3">
          {text("city", "City", { required: true, autoComplete: "address-level2" })}
          <SelectField
            name="state"
            label="State"
            required
            options={usStates}
            autoComplete="address-level1"
            errors={errors.state}
            defaultValue={textOf(values, "state")}
          />
          {text("zip", "ZIP code", { required: true, autoComplete: "postal-code", inputMode: "numeric" })}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("phone", "Phone", { type: "tel", required: true, autoComplete: "tel", placeholder: "(xxx) xxx - xxxx" })}
          {text("fax", "Fax", { type: "tel", placeholder: "(xxx) xxx - xxxx" })}
        </div>
        {text("website_url", "Website", { type: "url", autoComplete: "url", placeholder: "www.example.com" })}
        <div className="grid gap-5 sm:grid-cols-2">
          {text("owner", "Owner")}
          {text("sales_manager", "Sales manager")}
          {text("parent_company", "Parent company")}
          {text("company_type", "Company type")}
        </div>

        {yesNoQuestion("resellers_license", "Do you hold a reseller's license?")}
        {asks("resellers_license", "true")
          ? text("federal_id", hydrated ? "Federal ID" : "Federal ID (if you hold a reseller's license)", { required: hydrated })
          : null}

        <div className="grid gap-5 sm:grid-cols-2">
          {count("store_count", "Number of stores")}
          {count("employee_count", "Number of employees")}
          {count("years_in_business", "Years in business")}
          {count("service_technicians", "Service technicians")}
          {count("external_sales_rep_count", "External sales reps")}
          {count("internal_sales_rep_count", "Internal sales reps")}
        </div>
        <SelectField
          name="annual_sales_volume"
          label="Annual sales volume"
          required
          options={annualSalesVolumes}
          errors={errors.annual_sales_volume}
          defaultValue={textOf(values, "annual_sales_volume")}
        />
        <SelectField
          name="annual_expected_lacantina"
          label="Expected annual LaCantina sales"
          required
          options={annualExpectedLacantina}
          errors={errors.annual_expected_lacantina}
          defaultValue={textOf(values, "annual_expected_lacantina")}
        />
        <TextArea
          name="other_brands"
          label="What brands do you carry/sell?"
          required
          maxLength={MESSAGE_MAX_LENGTH}
          errors={errors.other_brands}
          defaultValue={textOf(values, "other_brands")}
        />

        {yesNoQuestion("showroom", "Do you have a showroom?")}
        {asks("showroom", "true") ? (
          <RadioGroup
            name="folding_multislide"
            label={
              hydrated
                ? "Do you display folding or multi-slide doors?"
                : "Do you display folding or multi-slide doors? (if you have a showroom)"
            }
            required={hydrated}
            options={foldingMultislide}
            columns={2}
            errors={errors.folding_multislide}
            defaultValue={textOf(values, "folding_multislide")}
          />
        ) : null}
        {yesNoQuestion("display_program_interest", "Are you interested in our display program?")}

        <CheckboxGroup
          name="project_types"
          label="Project types"
          required
          options={dealerProjectTypes}
          columns={2}
          errors={errors.project_types}
          defaultValue={listOf(values, "project_types")}
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
            name="in_house_independent"
            label={
              hydrated ? "Are your installers in-house or independent?" : "Are your installers in-house or independent? (if you install)"
            }
            required={hydrated}
            options={inHouseIndependent}
            columns={2}
            errors={errors.in_house_independent}
            defaultValue={textOf(values, "in_house_independent")}
          />
        ) : null}
        {yesNoQuestion("credit_terms", "Are you applying for credit terms?")}

        <SubmitButton submitting={state.submitting} />
      </div>
    </LeadFormFrame>
  );
}
