import { pageMeta } from "~/features/content";
import { loadRequestedPage } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { localeServices } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/content-page";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return loadRequestedPage(localeServices(context), request, url);
}

// A preview (a path ending in /preview) answers with noindex and no-store headers.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => pageMeta(loaderData, siteFromMatches(matches), location);

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
