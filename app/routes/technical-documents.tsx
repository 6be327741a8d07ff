import { type ShouldRevalidateFunctionArgs } from "react-router";
import { TechnicalDocumentsPage, cachedResults, documentQueryHref } from "~/features/documents";
import { loadTechnicalDocuments } from "~/features/documents/index.server";
import { seoMeta } from "~/features/seo";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/technical-documents";

export const loader = ({ url, context }: Route.LoaderArgs) => loadTechnicalDocuments(context.get(servicesContext), url);

export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) => cachedResults(new URL(request.url).search, serverLoader);

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search || defaultShouldRevalidate;

// The canonical address is the state the page shows: known filters in sidebar order, the page it
// shows, nothing else of the query (?page=abc and ?Unknown=1 are the first page's duplicates).
const searchOf = (href: string) => (href.includes("?") ? href.slice(href.indexOf("?")) : "");

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  seoMeta(
    {
      title: `Technical Documents | ${siteFromMatches(matches).brand}`,
      description:
        "Guide specifications, installation instructions, CAD and BIM files, warranties and brochures for LaCantina folding, sliding and swing doors, screens and windows.",
      location: { pathname: location.pathname, search: loaderData ? searchOf(documentQueryHref(loaderData.query)) : "" },
    },
    siteFromMatches(matches),
  );

export default function TechnicalDocumentsRoute({ loaderData }: Route.ComponentProps) {
  return <TechnicalDocumentsPage data={loaderData} />;
}
