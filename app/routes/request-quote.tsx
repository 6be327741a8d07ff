import { FormAssemblyEmbed, LeadFormPage, QuoteForm, leadPageMeta } from "~/features/leads";
import { leadPageHeaders, loadQuotePage, submitLeadPage } from "~/features/leads/index.server";
import { localeContext } from "~/i18n/context";
import { siteFromMatches } from "~/lib/use-site";
import { requestContext } from "~/platform/request";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/request-quote";

const FORM = "lac_request_quote";

export const loader = ({ context, request }: Route.LoaderArgs) => loadQuotePage(context.get(servicesContext), new URL(request.url));
export const action = ({ context, request }: Route.ActionArgs) =>
  submitLeadPage(context.get(servicesContext), context.get(requestContext), request, FORM, context.get(localeContext).tag);
export const headers: Route.HeadersFunction = leadPageHeaders;
export const meta: Route.MetaFunction = ({ matches, location }) => leadPageMeta(FORM, siteFromMatches(matches), location);

export default function RequestQuoteRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadFormPage
      title="Request a Quote"
      intro={
        <p>
          Tell us about your project in seven short steps and a LaCantina representative will prepare a quote for your folding, sliding or
          swing doors.
        </p>
      }
    >
      <QuoteForm page={loaderData} />
      {loaderData.formAssemblyScriptUrl ? <FormAssemblyEmbed scriptUrl={loaderData.formAssemblyScriptUrl} /> : null}
    </LeadFormPage>
  );
}
