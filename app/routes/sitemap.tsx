import { href } from "react-router";
import { seoMeta } from "~/features/seo";
import { SitemapPage } from "~/features/sitemap";
import { siteFromMatches } from "~/lib/use-site";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return seoMeta(
    {
      title: `Site Map | ${site.brand}`,
      description: `Every section of the ${site.brand} website: products, galleries, learning, professionals, support and company pages.`,
      location,
      breadcrumb: [
        { label: site.brand, path: "/" },
        { label: "Site Map", path: href("/sitemap") },
      ],
    },
    site,
  );
};

export default function SitemapRoute() {
  return <SitemapPage />;
}
