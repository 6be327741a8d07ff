import { redirect } from "react-router";
import { ContentPageView, pageMeta } from "~/features/content";
import { loadContentPage } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/search";

const MAX_TERM_LENGTH = 200;

// The header's search form submits here when JavaScript is off; search pages live at /search/{term}.
export async function loader({ url, context }: Route.LoaderArgs) {
  // A search term longer than anyone types is cut, so the redirect stays a sane size.
  const term = url.searchParams.get("q")?.trim().slice(0, MAX_TERM_LENGTH);
  if (term) throw redirect(`/search/${encodeURIComponent(term)}`, 302);
  return loadContentPage(context.get(servicesContext), url.pathname);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, siteFromMatches(matches));

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
