import { DealerPage, dealerMeta } from "~/features/dealers";
import { notFoundMeta } from "~/features/gallery";
import { loadDealerPage } from "~/features/dealers/index.server";
import { NotFoundContent } from "~/not-found-content";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dealer";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  return loadDealerPage(context.get(servicesContext), params.slug, url);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  return loaderData && "kind" in loaderData ? dealerMeta(loaderData, site) : notFoundMeta(loaderData, site);
};

export default function DealerRoute({ loaderData }: Route.ComponentProps) {
  return "kind" in loaderData ? <DealerPage dealer={loaderData.dealer} /> : <NotFoundContent data={loaderData} />;
}
