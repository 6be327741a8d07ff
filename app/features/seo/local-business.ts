import type { HomeAndConstructionBusiness } from "schema-dts";
import type { SiteConfig } from "~/lib/site-config";
import { absoluteUrl, canonicalUrl } from "./canonical";
import type { StructuredData } from "./structured-data";

// Apart from structured-data.ts, whose module every page's meta shares: only dealer pages carry it.
type Site = Pick<SiteConfig, "canonicalHost">;

export type LocalBusinessInput = {
  name: string;
  /** The business's page on this site; made canonical. */
  url: string;
  /** Its own website, when it has one. */
  website?: string | null | undefined;
  telephone: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  geo: { lat: number; lng: number };
  /** Days (schema.org names, "Monday") that share opening and closing times ("09:00"). */
  openingHours: { days: string[]; opens: string; closes: string }[];
  image?: string | undefined;
};

/** A dealer of the network: a door and window business with its address, position and hours. */
export function localBusinessStructuredData(business: LocalBusinessInput, site: Site): StructuredData<HomeAndConstructionBusiness> {
  const url = canonicalUrl(site, business.url);
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${url}#business`,
    name: business.name,
    url: business.website ?? url,
    ...(business.website ? { sameAs: url } : {}),
    telephone: business.telephone,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng },
    openingHoursSpecification: business.openingHours.map((entry) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: entry.days.map((day) => `https://schema.org/${day}`),
      opens: entry.opens,
      closes: entry.closes,
    })),
    ...(business.image ? { image: absoluteUrl(site, business.image) } : {}),
  } as StructuredData<HomeAndConstructionBusiness>;
}
