import { SearchPage, hitHref } from "~/features/search";
import { loadSearchPage } from "~/features/search/index.server";
import { itemListStructuredData, seoMeta } from "~/features/seo";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/search";

// SPEC §2 search pages: /search, /search/{term}, /search/content/{type}/{term}. The header's form
// submits here as `?q=` when JavaScript is off and is redirected to /search/{term}.
export async function loader({ url, params, context }: Route.LoaderArgs) {
  return loadSearchPage(context.get(servicesContext), url, params);
}

// Result pages stay out of search engines' indexes (endless, thin, duplicate pages) but their links
// are followed; they are left out of the sitemap. Their first results make an ItemList.
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const term = loaderData?.term;
  const heading = `${loaderData?.typeLabel ? `${loaderData.typeLabel} ` : ""}Search`;
  const hits = loaderData?.result.hits ?? [];
  const items = hits.map((hit) => ({ name: hit.content.title, url: hitHref(hit), image: hit.content.image?.image_url }));
  return seoMeta(
    {
      title: `${term ? `${term} | ` : ""}${heading} | ${site.brand}`,
      location,
      noIndex: "follow",
      // The first results as an ItemList (the builder keeps 5, SPEC §9).
      structuredData: items.length > 0 ? [itemListStructuredData(items, site)] : [],
    },
    site,
  );
};

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
