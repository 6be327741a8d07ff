import { useState } from "react";
import { useSite } from "~/lib/use-site";
import { Checkbox, SelectField, TextArea } from "~/ui/fields";
import { LeadFormFrame, SubmitButton } from "./LeadFormFrame";
import { MESSAGE_MAX_LENGTH, projectProducts } from "./options";
import type { LeadPageData } from "./routes.server";
import { PhotoPicker } from "./PhotoPicker";
import { useLeadForm } from "./use-lead-form";

/**
 * A project for the gallery (lac_submit_project): what and where it is, its photos (the service
 * request's picker and limits), who sends it, and their permission to publish the photos.
 */
export function ProjectForm({ page }: { page: LeadPageData }) {
  const state = useLeadForm("lac_submit_project");
  const { field, errors } = state;
  const site = useSite();
  const [photosTooLarge, setPhotosTooLarge] = useState(false);
  return (
    <LeadFormFrame page={page} state={state} label="Submit Your Project">
      {field.text("project_name", "Project name", { required: true })}
      {field.text("location", "Location", { required: true, hint: "City and state, or city and country." })}
      <SelectField {...field.one("product", { required: true })} label="Product" options={projectProducts} />
      <PhotoPicker required errors={errors.photo} onTooLarge={setPhotosTooLarge} />
      <TextArea
        {...field.one("description")}
        label="About the project"
        hint={`Optional: the finish, and who designed, built and photographed it. Up to ${MESSAGE_MAX_LENGTH} characters.`}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      {field.personName()}
      {field.email()}
      {field.phone({ required: false })}
      <Checkbox
        {...field.agreement("publish_consent")}
        label="I took these photos or have the photographer's permission, and LaCantina Doors may publish them, with credit, on its website and social media."
      />
      <Checkbox {...field.optIn("product_updates", page.productNewsTicked)} label="Send me product news and updates." />
      <p className="text-sm text-stone">
        We use your details to answer you and to credit your project.{" "}
        <a href={site.privacyPolicyUrl} target="_blank" rel="noopener noreferrer" className="text-bronze-dark underline underline-offset-2">
          Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <SubmitButton submitting={state.submitting} disabled={photosTooLarge} />
    </LeadFormFrame>
  );
}
