import { type ShouldRevalidateFunctionArgs } from "react-router";
import { TechnicalDocumentsPage, cachedResults, documentQuerySearch } from "~/features/documents";
import { loadTechnicalDocuments } from "~/features/documents/index.server";
import { seoMeta } from "~/features/seo";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/technical-documents";

export const loader = ({ url, context }: Route.LoaderArgs) => loadTechnicalDocuments(context.get(servicesContext), url);

export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) => cachedResults(new URL(request.url).search, serverLoader);

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search || defaultShouldRevalidate;

// The canonical address is the state the page shows, not the query it was given.
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  seoMeta(
    {
      title: `Technical Documents | ${siteFromMatches(matches).brand}`,
      description:
        "Guide specifications, installation instructions, CAD and BIM files, warranties and brochures for LaCantina folding, sliding and swing doors, screens and windows.",
      location: { pathname: location.pathname, search: loaderData ? documentQuerySearch(loaderData.query) : "" },
    },
    siteFromMatches(matches),
  );

export default function TechnicalDocumentsRoute({ loaderData }: Route.ComponentProps) {
  return <TechnicalDocumentsPage data={loaderData} />;
}
