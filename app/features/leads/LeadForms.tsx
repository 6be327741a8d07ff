import { ContactForm } from "./ContactForm";
import { DealerForm } from "./DealerForm";
import type { LeadForm } from "./options";
import type { LeadPageData } from "./routes.server";
import { ProjectForm } from "./ProjectForm";
import { QuoteForm } from "./QuoteForm";
import { ServiceForm } from "./ServiceForm";

const components = {
  lac_request_quote: QuoteForm,
  lac_request_service: ServiceForm,
  lac_contact_us: ContactForm,
  lac_become_dealer: DealerForm,
  lac_submit_project: ProjectForm,
} satisfies Record<LeadForm, (props: { page: LeadPageData }) => unknown>;

/** Any of the lead forms by name: the form_wrapper block's way in. */
export function LeadForms({ page }: { page: LeadPageData }) {
  const Form = components[page.form];
  return <Form page={page} />;
}
