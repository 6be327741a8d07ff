import { ContactForm, LeadFormPage, contactSubjectFrom, leadPageMeta } from "~/features/leads";
import { leadPageHeaders, loadLeadPage, submitLeadPage } from "~/features/leads/index.server";
import { localeContext } from "~/i18n/context";
import { siteFromMatches } from "~/lib/use-site";
import { requestContext } from "~/platform/request";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/contact-us";

const FORM = "lac_contact_us";

// The form_selector block links here with the chosen topic in form_type_id.
export const loader = ({ context, url }: Route.LoaderArgs) => ({
  ...loadLeadPage(context.get(servicesContext), FORM),
  subject: contactSubjectFrom(url.searchParams.get("form_type_id")),
});
export const action = ({ context, request }: Route.ActionArgs) =>
  submitLeadPage(context.get(servicesContext), context.get(requestContext), request, FORM, context.get(localeContext).tag);
export const headers: Route.HeadersFunction = leadPageHeaders;
export const meta: Route.MetaFunction = ({ matches, location }) => leadPageMeta(FORM, siteFromMatches(matches), location);

export default function ContactUsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadFormPage kicker="About" title="Send a Question or Comment">
      <ContactForm page={loaderData} subject={loaderData.subject} />
    </LeadFormPage>
  );
}
