import { pageMeta } from "~/features/content";
import { NOT_FOUND_PATH, loadContentPage } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { localeServices } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/not-found";

// SPEC §2: /404 is the landing page component with the status set to 404.
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadContentPage(localeServices(context), NOT_FOUND_PATH, url, 404);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => pageMeta(loaderData, siteFromMatches(matches), location);

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
