import type { MetaDescriptor } from "react-router";
import { itemListStructuredData, localBusinessStructuredData, seoMeta } from "~/features/seo";
import type { SiteConfig } from "~/lib/site-config";
import { dealerBreadcrumb, dealerPath, locatorPath } from "./dealer-path";
import { locatorSearch } from "./locator-query";
import type { DealerPageData, FindDealerData } from "./routes.server";

/** The locator's head: a search is a page of its own to share, but not one for search engines to index. */
export function locatorMeta(data: FindDealerData | undefined, site: SiteConfig): MetaDescriptor[] {
  const answer = data?.answer;
  const searched = answer !== undefined && answer.kind !== "none";
  return seoMeta(
    {
      title: `${answer?.kind === "found" ? `Dealers near ${answer.place.label}` : "Find a Dealer"} | ${site.brand}`,
      description: `Find a ${site.brand} dealer near you by ZIP code, postal code or city: showrooms, quotes and installation of folding, sliding and swing glass doors across the US and Canada.`,
      location: { pathname: locatorPath(), search: data && searched ? locatorSearch(data.query) : "" },
      noIndex: searched ? "follow" : undefined,
      breadcrumb: [{ label: site.brand, path: "/" }, { label: "Find a Dealer" }],
      structuredData:
        answer?.kind === "found"
          ? [
              itemListStructuredData(
                answer.dealers.map((dealer) => ({ name: dealer.name, url: dealerPath(dealer.slug) })),
                site,
              ),
            ]
          : undefined,
    },
    site,
  );
}

/** A dealer's head: its LocalBusiness (a home and construction business) and its canonical page. */
export function dealerMeta({ dealer }: DealerPageData, site: SiteConfig): MetaDescriptor[] {
  const path = dealerPath(dealer.slug);
  return seoMeta(
    {
      title: `${dealer.name}, ${dealer.city}, ${dealer.state} | ${site.brand} Dealer`,
      description: `${dealer.name} in ${dealer.city}, ${dealer.state}: ${site.brand} dealer${dealer.showroom ? " with a showroom" : ""}. Address, phone, opening hours and quotes.`,
      image: dealer.showroomPhoto ? { url: dealer.showroomPhoto.src, alt: dealer.showroomPhoto.alt } : undefined,
      location: { pathname: path },
      breadcrumb: dealerBreadcrumb(dealer, site.brand),
      structuredData: [
        localBusinessStructuredData(
          {
            name: dealer.name,
            url: path,
            website: dealer.website,
            telephone: dealer.phone,
            address: {
              street: dealer.address,
              locality: dealer.city,
              region: dealer.state,
              postalCode: dealer.zip,
              country: dealer.country,
            },
            geo: dealer.location,
            openingHours: dealer.hours,
            image: dealer.showroomPhoto?.src,
          },
          site,
        ),
      ],
    },
    site,
  );
}
