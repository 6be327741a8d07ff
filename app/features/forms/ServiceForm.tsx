import { useState } from "react";
import { CheckboxGroup, RadioGroup, SelectField, TextArea, TextField } from "./Fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import { MESSAGE_MAX_LENGTH, canadianProvinces, countries, dealerRequestAs, serviceRequestAs, usStates, yesNo } from "./options";
import type { LeadPageData } from "./page.server";
import { PhotoPicker } from "./PhotoPicker";
import { useLeadForm } from "./use-lead-form";
import { listOf, textOf } from "./values";

const regions = [...usStates, ...canadianProvinces.map((province) => ({ ...province, label: `${province.label} (Canada)` }))];

/** The customer service request (lac_request_service), with photos and one hosted video. */
export function ServiceForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_request_service");
  const { errors, values } = state;
  const [photosTooLarge, setPhotosTooLarge] = useState(false);
  const text = (name: string, label: string, options: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={label} errors={errors[name]} defaultValue={textOf(values, name)} {...options} />
  );
  return (
    <LeadFormFrame page={page} state={state} label="Customer Service Request">
      <div className="grid gap-5 sm:grid-cols-2">
        {text("first_name", "First name", { required: true, autoComplete: "given-name" })}
        {text("last_name", "Last name", { required: true, autoComplete: "family-name" })}
      </div>
      {text("order_number", "Order number")}
      {text("email", "Email", { type: "email", required: true, autoComplete: "email" })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text("phone", "Phone", { type: "tel", required: true, autoComplete: "tel", placeholder: "(xxx) xxx - xxxx" })}
        {text("fax", "Fax", { type: "tel" })}
      </div>
      <RadioGroup
        name="country"
        label="Country"
        required
        options={countries}
        columns={2}
        errors={errors.country}
        defaultValue={textOf(values, "country") ?? "usa"}
      />
      {text("address", "Address", { required: true, autoComplete: "street-address" })}
      <div className="grid gap-5 sm:grid-cols-3">
        {text("city", "City", { required: true, autoComplete: "address-level2" })}
        <SelectField
          name="state"
          label="State / Province"
          required
          options={regions}
          autoComplete="address-level1"
          errors={errors.state}
          defaultValue={textOf(values, "state")}
        />
        {text("zip", "ZIP / Postal code", { required: true, autoComplete: "postal-code" })}
      </div>
      <CheckboxGroup
        name="request_as"
        label="I am a"
        required
        options={serviceRequestAs}
        columns={2}
        errors={errors.request_as}
        defaultValue={listOf(values, "request_as")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {text("dealer_first_name", "Dealer first name", { required: true })}
        {text("dealer_last_name", "Dealer last name", { required: true })}
      </div>
      <CheckboxGroup
        name="dealer_request_as"
        label="The dealer is a"
        required
        options={dealerRequestAs}
        columns={2}
        errors={errors.dealer_request_as}
        defaultValue={listOf(values, "dealer_request_as")}
      />
      <RadioGroup
        name="installed"
        label="Is the product installed?"
        required
        options={yesNo}
        columns={2}
        errors={errors.installed}
        defaultValue={textOf(values, "installed")}
      />
      <TextArea
        name="message"
        label="Describe the problem"
        required
        hint={`Up to ${MESSAGE_MAX_LENGTH} characters.`}
        maxLength={MESSAGE_MAX_LENGTH}
        errors={errors.message}
        defaultValue={textOf(values, "message")}
      />
      <PhotoPicker errors={errors.photo} onTooLarge={setPhotosTooLarge} />
      {text("video_url", "Video link", { type: "url", hint: "Optional: one video, as a link to YouTube, Vimeo or another video host." })}
      <p className="text-sm text-stone">Service outside the warranty carries a service fee.</p>
      <SubmitButton submitting={state.submitting} disabled={photosTooLarge} />
    </LeadFormFrame>
  );
}
