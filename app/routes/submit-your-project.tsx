import { withContentMeta } from "~/content-meta.server";
import { loadRequestedPage } from "~/features/content/index.server";
import { leadPageHeaders, submitLeadPage } from "~/features/leads/index.server";
import { localeContext } from "~/i18n/context";
import { metaFromLoader } from "~/lib/loader-meta";
import { requestContext } from "~/platform/request";
import { localeServices } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/submit-your-project";

// The page is content (its form is the page's form_wrapper block); the project form posts here.
export const loader = async ({ request, url, context }: Route.LoaderArgs) =>
  withContentMeta(context, url, await loadRequestedPage(localeServices(context), request, url));
export const action = ({ context, request }: Route.ActionArgs) =>
  submitLeadPage(localeServices(context), context.get(requestContext), request, "lac_submit_project", context.get(localeContext).tag);
export const headers: Route.HeadersFunction = leadPageHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function SubmitYourProjectRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
