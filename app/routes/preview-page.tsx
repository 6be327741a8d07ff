import { pageMeta } from "~/features/content";
import { loadPreviewPage } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/preview-page";

// SPEC §2 preview routes: /preview/{path} shows the draft of {path} to an editor.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return loadPreviewPage(context.get(servicesContext), request, url);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => pageMeta(loaderData, siteFromMatches(matches), location);

export default function PreviewRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
