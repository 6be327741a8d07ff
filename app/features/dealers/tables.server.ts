import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ProductLine } from "~/features/catalogue";
import type { ShowroomPhoto } from "./dealer";
import type { OpeningHours } from "./hours";
import type { Territory } from "./territory";

/**
 * A dealer of the network (issue 36). `lat`/`lng` are geocoded from the postal code when saved,
 * unless `location_override` says staff set them by hand. The territory is `territory_kind` with
 * its radius or its areas (states and provinces, or postal prefixes).
 */
export const dealers = pgTable(
  "dealers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    /** State or province abbreviation. */
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    country: text("country").$type<"US" | "CA">().notNull(),
    phone: text("phone").notNull(),
    website: text("website"),
    /** Where the dealer's leads are sent; never shown to visitors. */
    leadEmail: text("lead_email").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    locationOverride: boolean("location_override").notNull().default(false),
    showroom: boolean("showroom").notNull().default(false),
    showroomPhoto: jsonb("showroom_photo").$type<ShowroomPhoto>(),
    products: text("products")
      .array()
      .$type<ProductLine[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    hours: jsonb("hours").$type<OpeningHours>().notNull().default([]),
    territoryKind: text("territory_kind").$type<Territory["kind"]>().notNull(),
    territoryMiles: integer("territory_miles"),
    territoryAreas: text("territory_areas")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    /** Written by the seed import (content/), which may replace or remove it; staff's dealers are false. */
    seeded: boolean("seeded").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("dealers_slug_key").on(table.slug),
    // The locator's bounding-box prefilter: a range on latitude, then longitude, among active dealers.
    index("dealers_location_idx")
      .on(table.lat, table.lng)
      .where(sql`${table.active}`),
    index("dealers_territory_areas_idx").using("gin", table.territoryAreas),
    index("dealers_name_idx").on(table.name),
  ],
);
