import type { ProductLine } from "~/features/catalogue";
import type { LatLng } from "./geo";
import type { OpeningHours } from "./hours";
import type { Country } from "./regions";
import type { Territory } from "./territory";

/** A showroom photo: a media path with its intrinsic size, for the site's Image component. */
export type ShowroomPhoto = { src: string; width: number; height: number; alt: string };

/** What the locator's list and the API show of a dealer. */
export type DealerListing = {
  slug: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: Country;
  phone: string;
  website: string | null;
  showroom: boolean;
  products: ProductLine[];
  location: LatLng;
};

/** What visitors see of a dealer on its page: the listing, its opening hours and its showroom photo. */
export type PublicDealer = DealerListing & { hours: OpeningHours; showroomPhoto: ShowroomPhoto | null };

/** A dealer as staff and lead routing see it: where its leads go, its territory, whether it is active. */
export type Dealer = PublicDealer & {
  id: string;
  leadEmail: string;
  territory: Territory;
  /** Staff placed it by hand; a save keeps the position instead of placing the postal code again. */
  locationOverride: boolean;
  active: boolean;
  updatedAt: Date;
};

/** An active dealer whose territory covers a lead's place: its listing, and where its leads go. */
export type CoveringDealer = DealerListing & Pick<Dealer, "id" | "leadEmail">;

/** A dealer of the locator's answer, with its distance from the searched place. */
export type DealerNearby = DealerListing & { distanceMi: number };

export function publicDealer(dealer: Dealer): PublicDealer {
  const { slug, name, address, city, state, zip, country, phone, website, showroom, showroomPhoto, products, hours, location } = dealer;
  return { slug, name, address, city, state, zip, country, phone, website, showroom, showroomPhoto, products, hours, location };
}
