import { type ShouldRevalidateFunctionArgs } from "react-router";
import { FindDealerPage, locatorMeta } from "~/features/dealers";
import { loadDealerLocator } from "~/features/dealers/index.server";
import { localeContext } from "~/i18n/context";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/find-a-dealer";

export const loader = ({ url, context }: Route.LoaderArgs) =>
  loadDealerLocator(context.get(servicesContext), url, context.get(localeContext));

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => locatorMeta(loaderData, siteFromMatches(matches));

export default function FindDealerRoute({ loaderData }: Route.ComponentProps) {
  return <FindDealerPage data={loaderData} />;
}
