import { ContactForm, LeadFormPage, leadPageMeta } from "~/features/forms";
import { leadPageHeaders, loadLeadPage, submitLeadPage } from "~/features/forms/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { requestContext } from "~/platform/request";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/contact-us";

const FORM = "lac_contact_us";

export const loader = ({ context }: Route.LoaderArgs) => loadLeadPage(context.get(servicesContext), FORM);
export const action = ({ context, request }: Route.ActionArgs) =>
  submitLeadPage(context.get(servicesContext), context.get(requestContext), request, FORM);
export const headers: Route.HeadersFunction = leadPageHeaders;
export const meta: Route.MetaFunction = ({ matches, location }) => leadPageMeta(FORM, siteFromMatches(matches), location);

export default function ContactUsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadFormPage kicker="About" title="Send a Question or Comment">
      <ContactForm page={loaderData} />
    </LeadFormPage>
  );
}
