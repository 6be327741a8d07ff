import { DealerForm, LeadFormPage, leadPageMeta } from "~/features/leads";
import { leadPageHeaders, loadLeadPage, submitLeadPage } from "~/features/leads/index.server";
import { localeContext } from "~/i18n/context";
import { siteFromMatches } from "~/lib/use-site";
import { requestContext } from "~/platform/request";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/become-dealer";

const FORM = "lac_become_dealer";

export const loader = ({ context }: Route.LoaderArgs) => loadLeadPage(context.get(servicesContext), FORM);
export const action = ({ context, request }: Route.ActionArgs) =>
  submitLeadPage(context.get(servicesContext), context.get(requestContext), request, FORM, context.get(localeContext).tag);
export const headers: Route.HeadersFunction = leadPageHeaders;
export const meta: Route.MetaFunction = ({ matches, location }) => leadPageMeta(FORM, siteFromMatches(matches), location);

export default function BecomeDealerRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadFormPage
      kicker="Professionals"
      title="Become a Dealer"
      wide
      intro={
        <p>
          Demand for LaCantina doors is growing, and we want to expand our dealer base. We are looking for experienced window and door sales
          organizations to represent our folding, sliding and swing door systems. Tell us about your company below.
        </p>
      }
    >
      <DealerForm page={loaderData} />
    </LeadFormPage>
  );
}
