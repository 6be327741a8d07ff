import { ContentPageView, pageMeta } from "~/features/content";
import { loadContentPage } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/content-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPage(context.get(servicesContext), new URL(request.url).pathname);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, siteFromMatches(matches));

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
