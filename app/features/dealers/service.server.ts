import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { tagRender } from "~/platform/render-tags.server";
import type { CoveringDealer, Dealer, DealerNearby } from "./dealer";
import { type DealerInput, DealerInputSchema } from "./dealer-input";
import { type DealerFound, activeDealers } from "./active-dealers.server";
import { dealerRowValues, dealersWithWords, toDealer } from "./dealer-rows.server";
import type { LatLng } from "./geo";
import { dealerTags } from "./render-tags";
import { dealers } from "./tables.server";
import type { CoveredPlace } from "./territory";
import { dealerPath, slugOf } from "./dealer-path";

/** The most dealers one search answers with. */
export const MAX_NEARBY = 50;
/** "Nothing within the radius": how many of the nearest are shown anyway. */
export const NEAREST_FALLBACK = 3;
// Ever wider boxes for the nearest dealers, the last holding every dealer there is: the first that
// holds enough holds the nearest, and a small one measures fewer dealers (most places have 3 within 50 miles).
const HALF_THE_EARTH_MI = 12_500;
const FALLBACK_MILES = [50, 250, 500, 1000, 2000, HALF_THE_EARTH_MI];

export function createDealerService(db: Db) {
  // The locator's searches and lead matching are answered from memory; the table stays the authority (decision 0047).
  const active = activeDealers(db);
  const listed = (found: readonly DealerFound[]): DealerNearby[] =>
    found.map(({ dealer, distanceMi }) => ({ ...dealer.listing, distanceMi }));

  return {
    /** The locator: active dealers within `radiusMi` of `point`, nearest first, at most `MAX_NEARBY`. */
    async nearby(point: LatLng, radiusMi: number): Promise<DealerNearby[]> {
      tagRender(dealerTags.lists);
      return listed(await active.within(point, radiusMi, MAX_NEARBY));
    },

    /**
     * The `count` active dealers nearest `point`, however far: what the locator shows when none is
     * within the radius, found in ever wider boxes.
     */
    async nearest(point: LatLng, count = NEAREST_FALLBACK): Promise<DealerNearby[]> {
      tagRender(dealerTags.lists);
      for (const miles of FALLBACK_MILES) {
        const nearest = await active.within(point, miles, count);
        if (nearest.length === count || miles === HALF_THE_EARTH_MI) return listed(nearest);
      }
      return [];
    },

    /** The active dealers whose territory covers a placed postal code, nearest first: whom a lead from there is offered to. */
    async covering(place: CoveredPlace, limit = NEAREST_FALLBACK): Promise<CoveringDealer[]> {
      return (await active.covering(place, limit)).map(({ dealer }) => ({ ...dealer.listing, id: dealer.id, leadEmail: dealer.leadEmail }));
    },

    /** The dealers changed in another instance (server/changes.ts): the next search reads them afresh. */
    reread: active.reread,

    /** A dealer's page: the active dealer at `slug`. */
    async activeBySlug(slug: string): Promise<Dealer | undefined> {
      tagRender(dealerTags.dealer(slug));
      const [row] = await db
        .select()
        .from(dealers)
        .where(and(eq(dealers.slug, slug), eq(dealers.active, true)));
      return row ? toDealer(row) : undefined;
    },

    /** Active dealers whose name, city or postal code holds `words`, by name: sales' choice of a dealer for a lead. */
    async activeWithWords(words: string, limit: number): Promise<Dealer[]> {
      const rows = await db
        .select()
        .from(dealers)
        .where(and(eq(dealers.active, true), dealersWithWords(words)))
        .orderBy(asc(dealers.name), asc(dealers.slug))
        .limit(limit);
      return rows.map(toDealer);
    },

    /** Any dealer, active or not (the chosen dealer of a lead). */
    async bySlug(slug: string): Promise<Dealer | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.slug, slug));
      return row ? toDealer(row) : undefined;
    },

    /**
     * The seed's dealers (content/dealers), matched by slug: replaces and removes only the seed's own,
     * never a dealer staff added or changed. The import announces its changes as a whole.
     */
    async saveSeedDealers(inputs: readonly DealerInput[]): Promise<{ saved: number; kept: number; removed: number }> {
      const rows = await Promise.all(
        inputs.map(async (input) => {
          const parsed = DealerInputSchema.parse(input);
          return { ...(await dealerRowValues(parsed, parsed.slug ?? slugOf(`${parsed.name} ${parsed.city}`))), seeded: true };
        }),
      );
      const outcome = await db.transaction(async (tx) => {
        let saved = 0;
        for (const row of rows) {
          const written = await tx
            .insert(dealers)
            .values(row)
            .onConflictDoUpdate({ target: dealers.slug, set: row, where: eq(dealers.seeded, true) })
            .returning({ id: dealers.id });
          saved += written.length;
        }
        const slugs = rows.map((row) => row.slug);
        const removed = await tx
          .delete(dealers)
          .where(and(eq(dealers.seeded, true), slugs.length > 0 ? notInArray(dealers.slug, slugs) : undefined))
          .returning({ id: dealers.id });
        return { saved, kept: rows.length - saved, removed: removed.length };
      });
      active.reread();
      return outcome;
    },

    /** The active dealers' pages for the sitemap, dated by their last change. */
    async sitemapEntries(): Promise<{ path: string; lastmod: Date }[]> {
      const rows = await db
        .select({ slug: dealers.slug, updatedAt: dealers.updatedAt })
        .from(dealers)
        .where(eq(dealers.active, true))
        .orderBy(dealers.slug);
      return rows.map((row) => ({ path: dealerPath(row.slug), lastmod: row.updatedAt }));
    },
  };
}

export type DealerService = ReturnType<typeof createDealerService>;
