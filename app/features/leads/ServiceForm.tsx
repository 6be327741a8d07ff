import { useState } from "react";
import { CheckboxGroup, RadioGroup, SelectField, TextArea } from "./Fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import { MESSAGE_MAX_LENGTH, canadianProvinces, countries, dealerRequestAs, serviceRequestAs, usStates, yesNo } from "./options";
import type { LeadPageData } from "./routes.server";
import { PhotoPicker } from "./PhotoPicker";
import { useLeadForm } from "./use-lead-form";

// Pure, so a page that reaches this module through the forms door without showing the form (the
// admin's screens use its fields) leaves the form out.
const regions = /* @__PURE__ */ (() => [
  ...usStates,
  ...canadianProvinces.map((province) => ({ ...province, label: `${province.label} (Canada)` })),
])();

/** The customer service request (lac_request_service), with photos and one hosted video. */
export function ServiceForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_request_service");
  const { field, errors } = state;
  const [photosTooLarge, setPhotosTooLarge] = useState(false);
  return (
    <LeadFormFrame page={page} state={state} label="Customer Service Request">
      {field.personName()}
      {field.text("order_number", "Order number")}
      {field.email()}
      <div className="grid gap-5 sm:grid-cols-2">
        {field.phone({ required: true })}
        {field.text("fax", "Fax", { type: "tel" })}
      </div>
      <RadioGroup {...field.one("country", { required: true, fallback: "usa" })} label="Country" options={countries} columns={2} />
      {field.text("address", "Address", { required: true, autoComplete: "street-address" })}
      <div className="grid gap-5 sm:grid-cols-3">
        {field.text("city", "City", { required: true, autoComplete: "address-level2" })}
        <SelectField {...field.one("state", { required: true })} label="State / Province" options={regions} autoComplete="address-level1" />
        {field.text("zip", "ZIP / Postal code", { required: true, autoComplete: "postal-code" })}
      </div>
      <CheckboxGroup {...field.many("request_as", { required: true })} label="I am a" options={serviceRequestAs} columns={2} />
      <div className="grid gap-5 sm:grid-cols-2">
        {field.text("dealer_first_name", "Dealer first name", { required: true })}
        {field.text("dealer_last_name", "Dealer last name", { required: true })}
      </div>
      <CheckboxGroup
        {...field.many("dealer_request_as", { required: true })}
        label="The dealer is a"
        options={dealerRequestAs}
        columns={2}
      />
      <RadioGroup {...field.one("installed", { required: true })} label="Is the product installed?" options={yesNo} columns={2} />
      <TextArea
        {...field.one("message", { required: true })}
        label="Describe the problem"
        hint={`Up to ${MESSAGE_MAX_LENGTH} characters.`}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <PhotoPicker errors={errors.photo} onTooLarge={setPhotosTooLarge} />
      {field.text("video_url", "Video link", {
        inputMode: "url",
        hint: "Optional: one video, as a link to YouTube, Vimeo or another video host.",
      })}
      <p className="text-sm text-stone">Service outside the warranty carries a service fee.</p>
      <SubmitButton submitting={state.submitting} disabled={photosTooLarge} />
    </LeadFormFrame>
  );
}
