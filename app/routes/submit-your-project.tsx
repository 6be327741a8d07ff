import { pageMeta } from "~/features/content";
import { loadRequestedPage } from "~/features/content/index.server";
import { leadPageHeaders, submitLeadPage } from "~/features/leads/index.server";
import { localeContext } from "~/i18n/context";
import { siteFromMatches } from "~/lib/use-site";
import { requestContext } from "~/platform/request";
import { localeServices } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/submit-your-project";

// The page is content (its form is the page's form_wrapper block); the project form posts here.
export const loader = ({ request, url, context }: Route.LoaderArgs) => loadRequestedPage(localeServices(context), request, url);
export const action = ({ context, request }: Route.ActionArgs) =>
  submitLeadPage(localeServices(context), context.get(requestContext), request, "lac_submit_project", context.get(localeContext).tag);
export const headers: Route.HeadersFunction = leadPageHeaders;
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => pageMeta(loaderData, siteFromMatches(matches), location);

export default function SubmitYourProjectRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
