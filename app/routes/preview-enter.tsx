import { pageMeta } from "~/features/content";
import { enterPreview } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/preview-enter";

// Redirects an editor with the preview secret to the preview; shows the 404 page to anyone else.
export async function loader({ request, context }: Route.LoaderArgs) {
  return enterPreview(context.get(servicesContext), request);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => pageMeta(loaderData, siteFromMatches(matches), location);

export default function PreviewEnterRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
