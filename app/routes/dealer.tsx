import { DealerPage, dealerMeta } from "~/features/dealers";
import { notFoundMeta } from "~/features/gallery";
import { loadDealerPage } from "~/features/dealers/index.server";
import { NotFoundContent } from "~/not-found-content";
import { metaFromLoader, withMeta } from "~/lib/loader-meta";
import { pageSite, servicesContext } from "~/services.server";
import type { Route } from "./+types/dealer";

// Its meta tags written by the loader, so the SEO helpers stay out of the page's JavaScript (decision 0056).
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const site = pageSite(context);
  return withMeta(await loadDealerPage(context.get(servicesContext), params.slug, url), (page) =>
    "kind" in page ? dealerMeta(page, site) : notFoundMeta(page, site),
  );
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function DealerRoute({ loaderData }: Route.ComponentProps) {
  return "kind" in loaderData ? <DealerPage dealer={loaderData.dealer} /> : <NotFoundContent data={loaderData} />;
}
