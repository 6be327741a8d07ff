import type { Dealer } from "./dealer";
import { findPlace } from "./places.server";
import { parsePlaceQuery } from "./postal-code";
import type { DealerService } from "./service.server";

/** What a lead's routing keeps of a dealer it offers the lead to: who, where the offer goes, how the visitor reaches them. */
export type LeadDealer = Pick<Dealer, "id" | "slug" | "name" | "leadEmail" | "phone" | "website" | "city" | "state">;

const leadDealer = ({ id, slug, name, leadEmail, phone, website, city, state }: Dealer): LeadDealer => ({
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

/**
 * Matches a lead to the dealers who can serve it (issue 36): the dealer the visitor chose first,
 * when it is active, then the active dealers whose territory covers the lead's postal code,
 * nearest first. The code is placed from the same dataset as the locator's, never a service.
 */
export function createLeadMatching(dealers: Pick<DealerService, "covering" | "bySlug">) {
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
  };
}

export type LeadMatching = ReturnType<typeof createLeadMatching>;
