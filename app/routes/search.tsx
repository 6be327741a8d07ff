import { redirect } from "react-router";
import { ContentPageView, pageMeta } from "~/features/content";
import { loadContentPage } from "~/features/content/page-loader.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/search";

// The header's search form posts here when JavaScript is off; search pages live at /search/{term}.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = url.searchParams.get("q")?.trim();
  if (term) throw redirect(`/search/${encodeURIComponent(term)}`, 302);
  return loadContentPage(context.get(servicesContext), url.pathname);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, siteFromMatches(matches));

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
