import type { ProductLine } from "~/features/catalogue";
import { z } from "zod";
import { weekdays } from "./hours";
import { parsePlaceQuery } from "./postal-code";
import { countryOfRegion } from "./regions";
import { MAX_TERRITORY_MILES } from "./territory";

export const productLines = [
  "folding-doors",
  "sliding-doors",
  "swing-doors",
  "screens",
  "windows",
] as const satisfies readonly ProductLine[];
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 08:00 or 17:30");
const text = (max: number) => z.string().trim().min(1, "Fill this in.").max(max, `At most ${max} characters.`);

export const TerritorySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("radius"),
    miles: z
      .number(`Give the miles around the dealer: a whole number from 1 to ${MAX_TERRITORY_MILES}.`)
      .int(`A whole number of miles, from 1 to ${MAX_TERRITORY_MILES}.`)
      .min(1, `At least 1 mile.`)
      .max(MAX_TERRITORY_MILES, `At most ${MAX_TERRITORY_MILES} miles.`),
  }),
  z.object({
    kind: z.literal("regions"),
    regions: z
      .array(
        z
          .string()
          .refine((region) => countryOfRegion(region) !== undefined, "a US state or Canadian province abbreviation, such as CA or ON"),
      )
      .min(1, "Name at least one state or province.")
      .max(70, "At most 70 states and provinces."),
  }),
  z.object({
    kind: z.literal("prefixes"),
    prefixes: z
      .array(z.string().regex(/^(\d{3}|[A-Z]\d[A-Z])$/, "a 3-digit ZIP prefix or a forward sortation area such as M5V"))
      .min(1, "Name at least one ZIP prefix or postal area.")
      .max(1000, "At most 1,000 prefixes."),
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
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters and digits between single dashes, such as coastal-doors-oceanside.")
      .max(90, "At most 90 characters.")
      .optional(),
    name: text(120),
    address: text(200),
    city: text(100),
    state: z.string().refine((region) => countryOfRegion(region) !== undefined, "Choose a US state or Canadian province."),
    zip: text(10),
    country: z.enum(["US", "CA"], "Choose the United States or Canada."),
    phone: z.string().regex(/^\+?[\d ().-]{7,25}$/, "A phone number: 7 to 25 digits, spaces and ( ) . - signs."),
    website: z
      .url({ protocol: /^https?$/, message: "A web address that starts with https:// or http://." })
      .max(300, "At most 300 characters.")
      .nullable()
      .default(null),
    leadEmail: z.email("An e-mail address, such as leads@dealer.example.").max(254, "At most 254 characters."),
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
    location: z
      .object({
        lat: z.number("A latitude: a number from -90 to 90.").min(-90, "A latitude from -90 to 90.").max(90, "A latitude from -90 to 90."),
        lng: z
          .number("A longitude: a number from -180 to 180.")
          .min(-180, "A longitude from -180 to 180.")
          .max(180, "A longitude from -180 to 180."),
      })
      .optional(),
  })
  .superRefine((dealer, context) => {
    if (countryOfRegion(dealer.state) !== dealer.country)
      context.addIssue({ code: "custom", path: ["state"], message: `${dealer.state} is not in ${dealer.country}` });
    const postal = parsePlaceQuery(dealer.zip);
    if (postal.kind !== (dealer.country === "US" ? "zip" : "postal"))
      context.addIssue({
        code: "custom",
        path: ["zip"],
        message: dealer.country === "US" ? "A US ZIP code, such as 92056." : "A Canadian postal code, such as M5V 3L9.",
      });
  });

export type DealerInput = z.input<typeof DealerInputSchema>;
export type ParsedDealerInput = z.output<typeof DealerInputSchema>;
