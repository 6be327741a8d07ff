import { type SQL, and, asc, eq, gte, inArray, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "~/platform/db";
import { tagRender } from "~/platform/render-tags.server";
import type { Dealer, DealerListing, DealerNearby } from "./dealer";
import { type DealerInput, DealerInputSchema } from "./dealer-input";
import { type DealerRow, dealerRowValues, dealersWithWords, territoryOf, toDealer } from "./dealer-rows.server";
import { type LatLng, MI_PER_DEGREE, boundingBox, distanceMi } from "./geo";
import { dealerTags } from "./render-tags";
import { dealers } from "./tables.server";
import { type CoveredPlace, MAX_TERRITORY_MILES, covers } from "./territory";
import { dealerPath, slugOf } from "./dealer-path";

/** The most dealers one search answers with. */
export const MAX_NEARBY = 50;
/** "Nothing within the radius": how many of the nearest are shown anyway. */
export const NEAREST_FALLBACK = 3;
// Ever wider boxes for the nearest dealers when none is within the radius, the last holding every dealer there is.
const HALF_THE_EARTH_MI = 12_500;
const FALLBACK_MILES = [250, 500, 1000, 2000, HALF_THE_EARTH_MI];

/** The columns of the locator's list: no hours, photo, territory or lead address. */
const listingColumns = {
  slug: dealers.slug,
  name: dealers.name,
  address: dealers.address,
  city: dealers.city,
  state: dealers.state,
  zip: dealers.zip,
  country: dealers.country,
  phone: dealers.phone,
  website: dealers.website,
  showroom: dealers.showroom,
  products: dealers.products,
  lat: dealers.lat,
  lng: dealers.lng,
};

const listingOf = ({ lat, lng, ...row }: Pick<DealerRow, keyof typeof listingColumns>): DealerListing => ({
  ...row,
  location: { lat, lng },
});

function withinBox(point: LatLng, miles: number): SQL | undefined {
  const box = boundingBox(point, miles);
  return and(gte(dealers.lat, box.minLat), lte(dealers.lat, box.maxLat), gte(dealers.lng, box.minLng), lte(dealers.lng, box.maxLng));
}

export function createDealerService(db: Db) {
  /**
   * Active dealers within `miles` of `point`, nearest first. The index narrows the table to the
   * bounding box and only the listing's columns come back: on PGlite, reading a row's every column
   * costs more than the search (docs/decisions/0047); the exact distance is `geo.ts`'s.
   */
  async function within(point: LatLng, miles: number, limit: number): Promise<DealerNearby[]> {
    const rows = await db
      .select(listingColumns)
      .from(dealers)
      .where(and(eq(dealers.active, true), withinBox(point, miles)));
    return rows
      .map((row) => ({ ...listingOf(row), distanceMi: distanceMi(point, row) }))
      .filter((dealer) => dealer.distanceMi <= miles)
      .sort((a, b) => a.distanceMi - b.distanceMi || a.slug.localeCompare(b.slug))
      .slice(0, limit);
  }

  return {
    /** The locator: active dealers within `radiusMi` of `point`, nearest first, at most `MAX_NEARBY`. */
    async nearby(point: LatLng, radiusMi: number): Promise<DealerNearby[]> {
      tagRender(dealerTags.lists);
      return within(point, radiusMi, MAX_NEARBY);
    },

    /**
     * The `count` active dealers nearest `point`, however far: what the locator shows when none is
     * within the radius. Ever wider boxes find them by position alone; then their listings are read.
     */
    async nearest(point: LatLng, count = NEAREST_FALLBACK): Promise<DealerNearby[]> {
      tagRender(dealerTags.lists);
      for (const miles of FALLBACK_MILES) {
        const located = await db
          .select({ slug: dealers.slug, lat: dealers.lat, lng: dealers.lng })
          .from(dealers)
          .where(and(eq(dealers.active, true), withinBox(point, miles)));
        const nearest = located
          .map((row) => ({ slug: row.slug, distanceMi: distanceMi(point, row) }))
          .filter((dealer) => dealer.distanceMi <= miles)
          .sort((a, b) => a.distanceMi - b.distanceMi || a.slug.localeCompare(b.slug))
          .slice(0, count);
        if (nearest.length < count && miles !== HALF_THE_EARTH_MI) continue;
        const rows = await db
          .select(listingColumns)
          .from(dealers)
          .where(
            inArray(
              dealers.slug,
              nearest.map((dealer) => dealer.slug),
            ),
          );
        const bySlug = new Map(rows.map((row) => [row.slug, listingOf(row)]));
        return nearest.flatMap(({ slug, distanceMi }) => {
          const listing = bySlug.get(slug);
          return listing ? [{ ...listing, distanceMi }] : [];
        });
      }
      return [];
    },

    /**
     * The active dealers whose territory covers a placed postal code, nearest first: whom a lead from
     * there is offered to. Candidates are those listing its region or prefix, and those whose widest
     * possible radius reaches it; each is then checked against its own territory.
     */
    async covering(place: CoveredPlace, limit = NEAREST_FALLBACK): Promise<Dealer[]> {
      const candidates = await db
        .select({
          id: dealers.id,
          lat: dealers.lat,
          lng: dealers.lng,
          territoryKind: dealers.territoryKind,
          territoryMiles: dealers.territoryMiles,
          territoryAreas: dealers.territoryAreas,
        })
        .from(dealers)
        .where(
          and(
            eq(dealers.active, true),
            or(
              sql`${dealers.territoryAreas} && ARRAY[${place.region}, ${place.prefix}]::text[]`,
              and(
                eq(dealers.territoryKind, "radius"),
                withinBox(place, MAX_TERRITORY_MILES),
                // No point is nearer than its difference in latitude: a radius that cannot reach the place stays in the database.
                sql`abs(${dealers.lat} - ${place.lat}::float8) * ${MI_PER_DEGREE}::float8 <= ${dealers.territoryMiles}`,
              ),
            ),
          ),
        );
      const chosen = candidates
        .map((row) => ({ id: row.id, location: { lat: row.lat, lng: row.lng }, territory: territoryOf(row) }))
        .filter((dealer) => covers(dealer, place))
        .sort((a, b) => distanceMi(a.location, place) - distanceMi(b.location, place))
        .slice(0, limit);
      if (chosen.length === 0) return [];
      const rows = await db
        .select()
        .from(dealers)
        .where(
          inArray(
            dealers.id,
            chosen.map((dealer) => dealer.id),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, toDealer(row)]));
      return chosen.flatMap((dealer) => byId.get(dealer.id) ?? []);
    },

    /** A dealer's page: the active dealer at `slug`. */
    async activeBySlug(slug: string): Promise<Dealer | undefined> {
      tagRender(dealerTags.dealer(slug));
      const [row] = await db
        .select()
        .from(dealers)
        .where(and(eq(dealers.slug, slug), eq(dealers.active, true)));
      return row ? toDealer(row) : undefined;
    },

    /** Any dealer, active or not (the chosen dealer of a lead). */
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
      return db.transaction(async (tx) => {
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
