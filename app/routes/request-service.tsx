import { href, Link } from "react-router";
import { LeadFormPage, ServiceForm, leadPageMeta } from "~/features/leads";
import { leadPageHeaders, loadLeadPage, submitLeadPage } from "~/features/leads/index.server";
import { localeContext } from "~/i18n/context";
import { siteFromMatches } from "~/lib/use-site";
import { requestContext } from "~/platform/request";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/request-service";

const FORM = "lac_request_service";

export const loader = ({ context }: Route.LoaderArgs) => loadLeadPage(context.get(servicesContext), FORM);
export const action = ({ context, request }: Route.ActionArgs) =>
  submitLeadPage(context.get(servicesContext), context.get(requestContext), request, FORM, context.get(localeContext).tag);
export const headers: Route.HeadersFunction = leadPageHeaders;
export const meta: Route.MetaFunction = ({ matches, location }) => leadPageMeta(FORM, siteFromMatches(matches), location);

const link = "text-bronze-dark underline underline-offset-2";

export default function RequestServiceRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadFormPage
      kicker="Support"
      title="Customer Service Request"
      intro={
        <p>
          Many questions are answered in our{" "}
          <Link to="/support/installation" className={link}>
            installation guides
          </Link>{" "}
          and{" "}
          <Link to={href("/support/technical-documents")} className={link}>
            technical documents
          </Link>
          . For anything else, tell us what happened below; photos and a video help us help you faster.
        </p>
      }
    >
      <ServiceForm page={loaderData} />
    </LeadFormPage>
  );
}
