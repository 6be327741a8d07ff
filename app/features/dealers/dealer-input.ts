import type { ProductLine } from "~/features/catalogue";
import { z } from "zod";
import { weekdays } from "./hours";
import { parsePlaceQuery } from "./postal-code";
import { countryOfRegion } from "./regions";
import { MAX_TERRITORY_MILES } from "./territory";

const productLines = ["folding-doors", "sliding-doors", "swing-doors", "screens", "windows"] as const satisfies readonly ProductLine[];
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 08:00 or 17:30");
const text = (max: number) => z.string().trim().min(1).max(max);

export const TerritorySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("radius"), miles: z.number().int().min(1).max(MAX_TERRITORY_MILES) }),
  z.object({
    kind: z.literal("regions"),
    regions: z
      .array(z.string().refine((region) => countryOfRegion(region) !== undefined))
      .min(1)
      .max(70),
  }),
  z.object({
    kind: z.literal("prefixes"),
    prefixes: z
      .array(z.string().regex(/^(\d{3}|[A-Z]\d[A-Z])$/, "a 3-digit ZIP prefix or a forward sortation area such as M5V"))
      .min(1)
      .max(1000),
  }),
]);

/**
 * A dealer as the seed, the admin and its CSV import give it (issue 36). The position is placed from
 * the postal code when saved, unless `location` sets it by hand.
 */
export const DealerInputSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and single dashes")
      .max(100)
      .optional(),
    name: text(120),
    address: text(200),
    city: text(100),
    state: z.string().refine((region) => countryOfRegion(region) !== undefined, "a US state or Canadian province abbreviation"),
    zip: text(10),
    country: z.enum(["US", "CA"]),
    phone: z.string().regex(/^\+?[\d ().-]{7,25}$/, "a phone number"),
    website: z
      .url({ protocol: /^https?$/ })
      .max(300)
      .nullable()
      .default(null),
    leadEmail: z.email().max(254),
    showroom: z.boolean().default(false),
    showroomPhoto: z
      .object({
        src: z.string().regex(/^\/media\/[\w./-]+$/, "a path under /media/"),
        width: z.number().int().min(1).max(10_000),
        height: z.number().int().min(1).max(10_000),
        alt: text(200),
      })
      .nullable()
      .default(null),
    products: z.array(z.enum(productLines)).max(productLines.length).default([]),
    hours: z
      .array(z.object({ days: z.array(z.enum(weekdays)).min(1).max(7), opens: time, closes: time }))
      .max(14)
      .default([]),
    territory: TerritorySchema,
    active: z.boolean().default(true),
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  })
  .superRefine((dealer, context) => {
    if (countryOfRegion(dealer.state) !== dealer.country)
      context.addIssue({ code: "custom", path: ["state"], message: `${dealer.state} is not in ${dealer.country}` });
    const postal = parsePlaceQuery(dealer.zip);
    if (postal.kind !== (dealer.country === "US" ? "zip" : "postal"))
      context.addIssue({ code: "custom", path: ["zip"], message: dealer.country === "US" ? "a US ZIP code" : "a Canadian postal code" });
  });

export type DealerInput = z.input<typeof DealerInputSchema>;
export type ParsedDealerInput = z.output<typeof DealerInputSchema>;
