import { type MetaDescriptor, type ShouldRevalidateFunctionArgs, href } from "react-router";
import { OpeningPage } from "~/features/opening";
import { openingPageData } from "~/features/opening/index.server";
import { seoMeta } from "~/features/seo";
import { localeContext } from "~/i18n/context";
import { lengthUnitOf } from "~/i18n/units/units";
import { metaFromLoader, withMeta } from "~/lib/loader-meta";
import type { SiteConfig } from "~/lib/site-config";
import { pageSite, servicesContext } from "~/services.server";
import type { Route } from "./+types/size-your-opening";

export const loader = ({ url, context }: Route.LoaderArgs) =>
  withMeta(openingPageData(url, context.get(servicesContext).settings.budgets(), lengthUnitOf(context.get(localeContext))), () =>
    openingMeta(pageSite(context)),
  );

// The page answers from its own address as the visitor types: a new query asks the server nothing.
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

// Every answer is a state of one page: the canonical address is the page's, without the sizes.
// Written by the loader, so the SEO helpers stay out of the page's JavaScript (decision 0056).
function openingMeta(site: SiteConfig): MetaDescriptor[] {
  const path = href("/size-your-opening");
  return seoMeta(
    {
      title: `Size Your Opening | ${site.brand}`,
      description: `Enter your wall's rough opening to see which ${site.brand} folding, sliding and swing doors fit it, in how many panels, and how they open.`,
      location: { pathname: path },
      breadcrumb: [
        { label: site.brand, path: "/" },
        { label: "Products", path: href("/products") },
        { label: "Size Your Opening", path },
      ],
    },
    site,
  );
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function SizeYourOpeningRoute({ loaderData }: Route.ComponentProps) {
  return <OpeningPage initial={loaderData.query} documents={loaderData.documents} prices={loaderData.prices} />;
}
