import { type ShouldRevalidateFunctionArgs } from "react-router";
import { TechnicalDocumentsPage } from "~/features/documents";
import { loadTechnicalDocuments } from "~/features/documents/index.server";
import { seoMeta } from "~/features/seo";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/technical-documents";

export const loader = ({ url, context }: Route.LoaderArgs) => loadTechnicalDocuments(context.get(servicesContext), url);

// SPEC §4: results are cached per filter combination and page, for this visit.
const cache = new Map<string, Promise<Awaited<ReturnType<typeof loader>>>>();
const CACHE_ENTRIES = 50;

export function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const key = new URL(request.url).search;
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = serverLoader();
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
}

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(
    {
      title: `Technical Documents | ${siteFromMatches(matches).brand}`,
      description:
        "Guide specifications, installation instructions, CAD and BIM files, warranties and brochures for LaCantina folding, sliding and swing doors, screens and windows.",
      location: { pathname: location.pathname, search: location.search },
    },
    siteFromMatches(matches),
  );

export default function TechnicalDocumentsRoute({ loaderData }: Route.ComponentProps) {
  return <TechnicalDocumentsPage data={loaderData} />;
}
