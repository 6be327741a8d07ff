import type { ReactNode } from "react";
import { CheckboxGroup, RadioGroup, SelectField, TextArea, type Requirement } from "./Fields";
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
import type { LeadPageData } from "./routes.server";
import { useLeadForm } from "./use-lead-form";

type DealerField = LeadFieldName<"lac_become_dealer">;

// SPEC §4: each follow-up question shows while the answer that asks it is checked (the ids of
// `Fields.tsx` choices), by CSS `:has()`. It follows the answers before any script runs, and
// hydration changes nothing (decision 0020). Written out whole so that Tailwind finds them, and
// raw, as Tailwind reads an underscore in brackets as a space unless it is escaped.
const askedWhen = {
  federal_id: String.raw`in-[form:has(#resellers\_license-true:checked)]:block`,
  folding_multislide: String.raw`in-[form:has(#showroom-true:checked)]:block`,
  residential_count: String.raw`in-[form:has(#project\_types-residential:checked)]:block`,
  commercial_count: String.raw`in-[form:has(#project\_types-commercial:checked)]:block`,
  in_house_independent: String.raw`in-[form:has(#installation\_services-true:checked)]:block`,
} satisfies Partial<Record<DealerField, string>>;

function FollowUp({ question, children }: { question: keyof typeof askedWhen; children: ReactNode }) {
  return <div className={`hidden ${askedWhen[question]}`}>{children}</div>;
}

/** The dealer application (lac_become_dealer); its follow-up questions follow the answers live. */
export function DealerForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_become_dealer");
  const { field } = state;
  const count = (name: DealerField, label: string, required: Requirement = true) =>
    field.text(name, label, { type: "number", inputMode: "numeric", required });
  const yesNoQuestion = (name: DealerField, label: string) => (
    <RadioGroup {...field.one(name, { required: true })} label={label} options={yesNo} columns={2} />
  );

  return (
    <LeadFormFrame page={page} state={state} label="Dealer application">
      <div className="space-y-6 border border-line p-6 md:p-8">
        <h2 className="text-2xl font-light tracking-tight">Dealer Application</h2>
        {field.personName()}
        {field.email()}
        {field.text("company_name", "Company name", { required: true, autoComplete: "organization" })}
        {field.text("address", "Address", { required: true, autoComplete: "street-address" })}
        <div className="grid gap-5 sm:grid-cols-3">
          {field.text("city", "City", { required: true, autoComplete: "address-level2" })}
          <SelectField {...field.one("state", { required: true })} label="State" options={usStates} autoComplete="address-level1" />
          {field.text("zip", "ZIP code", { required: true, autoComplete: "postal-code", inputMode: "numeric" })}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {field.phone({ required: true })}
          {field.text("fax", "Fax", { type: "tel", placeholder: "(xxx) xxx - xxxx" })}
        </div>
        {field.text("website_url", "Website", { inputMode: "url", autoComplete: "url", placeholder: "www.example.com" })}
        <div className="grid gap-5 sm:grid-cols-2">
          {field.text("owner", "Owner")}
          {field.text("sales_manager", "Sales manager")}
          {field.text("parent_company", "Parent company")}
          {field.text("company_type", "Company type")}
        </div>

        {yesNoQuestion("resellers_license", "Do you hold a reseller's license?")}
        <FollowUp question="federal_id">{field.text("federal_id", "Federal ID", { required: "when-asked" })}</FollowUp>

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
        <FollowUp question="folding_multislide">
          <RadioGroup
            {...field.one("folding_multislide", { required: "when-asked" })}
            label="Do you display folding or multi-slide doors?"
            options={foldingMultislide}
            columns={2}
          />
        </FollowUp>
        {yesNoQuestion("display_program_interest", "Are you interested in our display program?")}

        <CheckboxGroup
          {...field.many("project_types", { required: true })}
          label="Project types"
          options={dealerProjectTypes}
          columns={2}
        />
        <FollowUp question="residential_count">{count("residential_count", "Residential projects: how many?", "when-asked")}</FollowUp>
        <FollowUp question="commercial_count">{count("commercial_count", "Commercial projects: how many?", "when-asked")}</FollowUp>

        {yesNoQuestion("installation_services", "Do you offer installation services?")}
        <FollowUp question="in_house_independent">
          <RadioGroup
            {...field.one("in_house_independent", { required: "when-asked" })}
            label="Are your installers in-house or independent?"
            options={inHouseIndependent}
            columns={2}
          />
        </FollowUp>
        {yesNoQuestion("credit_terms", "Are you applying for credit terms?")}

        <SubmitButton submitting={state.submitting} />
      </div>
    </LeadFormFrame>
  );
}
