import { type ShouldRevalidateFunctionArgs } from "react-router";
import { FindDealerPage, locatorMeta } from "~/features/dealers";
import { loadDealerLocator } from "~/features/dealers/index.server";
import { localeContext } from "~/i18n/context";
import { metaFromLoader, withMeta } from "~/lib/loader-meta";
import { pageSite, servicesContext } from "~/services.server";
import type { Route } from "./+types/find-a-dealer";

// Its meta tags written by the loader, so the SEO helpers stay out of the page's JavaScript (decision 0056).
export const loader = async ({ url, context }: Route.LoaderArgs) =>
  withMeta(await loadDealerLocator(context.get(servicesContext), url, context.get(localeContext)), (locator) =>
    locatorMeta(locator, pageSite(context)),
  );

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search || defaultShouldRevalidate;

export const meta: Route.MetaFunction = metaFromLoader;

export default function FindDealerRoute({ loaderData }: Route.ComponentProps) {
  return <FindDealerPage data={loaderData} />;
}
