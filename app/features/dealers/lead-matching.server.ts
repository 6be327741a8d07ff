import type { Dealer } from "./dealer";
import { SOURCE_FORMAT } from "~/i18n/units/units";
import { dealerDistance } from "./distance";
import { distanceMi } from "./geo";
import { findPlace } from "./places.server";
import { parsePlaceQuery } from "./postal-code";
import type { DealerService } from "./service.server";

/** What a lead's routing keeps of a dealer it offers the lead to: who, where the offer goes, how the visitor reaches them. */
export type LeadDealer = Pick<Dealer, "id" | "slug" | "name" | "leadEmail" | "phone" | "website" | "city" | "state">;

const leadDealer = ({ id, slug, name, leadEmail, phone, website, city, state }: LeadDealer): LeadDealer => ({
  id,
  slug,
  name,
  leadEmail,
  phone,
  website,
  city,
  state,
});

/** The dealers a lead may be offered to, in order, and the place its postal code names (none when it cannot be placed). */
export type LeadMatch = { place: string | null; dealers: LeadDealer[] };

/** An active dealer sales may give a lead to by hand, and how far it is from the lead ("12.4 mi"; null when the lead cannot be placed). */
export type DealerChoice = { slug: string; name: string; city: string; state: string; distance: string | null };

/**
 * Matches a lead to the dealers who can serve it (issue 36): the dealer the visitor chose first,
 * when it is active, then the active dealers whose territory covers the lead's postal code,
 * nearest first. The code is placed from the same dataset as the locator's, never a service.
 */
export function createLeadMatching(dealers: Pick<DealerService, "covering" | "bySlug" | "nearest" | "activeWithWords">) {
  return {
    async dealersFor(postalCode: string, chosenSlug: string | null, limit: number): Promise<LeadMatch> {
      const chosen = chosenSlug ? await dealers.bySlug(chosenSlug) : undefined;
      const first = chosen?.active ? [leadDealer(chosen)] : [];
      const found = await findPlace(parsePlaceQuery(postalCode));
      if (!found) return { place: null, dealers: first };
      const covering = await dealers.covering(found.place, limit + 1);
      const others = covering.filter((dealer) => dealer.id !== chosen?.id).map(leadDealer);
      return { place: found.place.label, dealers: [...first, ...others].slice(0, limit) };
    },

    /**
     * The active dealers sales may choose from for a lead from `postalCode`: the `count` nearest to
     * it, or, with `search`, those whose name, city or postal code matches, nearest first.
     */
    async choicesFor(postalCode: string, search: string, count: number): Promise<DealerChoice[]> {
      const found = await findPlace(parsePlaceQuery(postalCode));
      const point = found ? { lat: found.place.lat, lng: found.place.lng } : null;
      const choice = (dealer: Pick<Dealer, "slug" | "name" | "city" | "state">, miles: number | null): DealerChoice => ({
        slug: dealer.slug,
        name: dealer.name,
        city: dealer.city,
        state: dealer.state,
        distance: miles === null ? null : dealerDistance(miles, "mi", SOURCE_FORMAT.tag),
      });
      if (point && !search) return (await dealers.nearest(point, count)).map((dealer) => choice(dealer, dealer.distanceMi));
      const listed = await dealers.activeWithWords(search, count);
      const measured = listed.map((dealer) => ({ dealer, miles: point ? distanceMi(point, dealer.location) : null }));
      if (point) measured.sort((a, b) => (a.miles ?? 0) - (b.miles ?? 0));
      return measured.map(({ dealer, miles }) => choice(dealer, miles));
    },

    /** The active dealer at `slug`, as a lead's offer keeps it; undefined for none or an inactive one. */
    async activeDealer(slug: string): Promise<LeadDealer | undefined> {
      const dealer = await dealers.bySlug(slug);
      return dealer?.active ? leadDealer(dealer) : undefined;
    },
  };
}

export type LeadMatching = ReturnType<typeof createLeadMatching>;
