import { lineLabels } from "~/features/catalogue";
import { z } from "zod";
import type { Dealer } from "./dealer";
import { type DealerInput, DealerInputSchema, productLines } from "./dealer-input";
import { hoursText, readHoursText } from "./hours-text";
import { canadianProvinces, usStates } from "./regions";
import { MAX_TERRITORY_MILES, territoryAreas } from "./territory";

// A dealer as one flat record of text: the admin's form posts it and each line of a CSV import
// holds it, under the same names (the CSV's columns). Both are read with this one schema, then
// checked by the dealer's own (dealer-input.ts), whose messages land at these fields.

const regionLabels = Object.fromEntries(
  [...Object.entries(usStates), ...Object.entries(canadianProvinces)].map(([code, name]) => [code, `${name} (${code})`]),
);
const regionCodes = Object.keys(regionLabels) as [string, ...string[]];
const territoryKinds = ["radius", "regions", "prefixes"] as const;
export const territoryKindLabels: Record<(typeof territoryKinds)[number], string> = {
  radius: "Miles around the dealer",
  regions: "States or provinces",
  prefixes: "ZIP prefixes or postal areas",
};

const required = (max: number, message: string) => z.string().trim().min(1, message).max(max, `At most ${max} characters.`);
const optional = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
// A box to tick in the form (sent only when ticked), "yes" or "no" in a CSV cell.
const yesNo = (label: string) =>
  z
    .stringbool({ truthy: ["true", "yes", "y", "1", "on"], falsy: ["false", "no", "n", "0", "off", ""], error: "Yes or no." })
    .default(false)
    .meta({ label });

export const DealerRecordFields = z.object({
  name: required(120, "Enter the dealer's name.").meta({ label: "Name" }),
  slug: optional(90).meta({
    label: "Address of its page",
    hint: "The end of /find-a-dealer/…: lower-case letters, digits and dashes. Left empty, it is made from the name and city.",
  }),
  address: required(200, "Enter the street address.").meta({ label: "Street address" }),
  city: required(100, "Enter the city.").meta({ label: "City" }),
  state: z.enum(regionCodes, "Choose a state or province.").meta({ label: "State or province", optionLabels: regionLabels }),
  zip: required(10, "Enter the ZIP or postal code.").meta({ label: "ZIP or postal code", hint: "It places the dealer on the map." }),
  country: z.enum(["US", "CA"], "Choose a country.").meta({ label: "Country", optionLabels: { US: "United States", CA: "Canada" } }),
  phone: required(25, "Enter a phone number.").meta({ label: "Phone" }),
  website: optional(300).meta({ label: "Website", hint: "https://… (optional)" }),
  lead_email: required(254, "Enter the address leads go to.").meta({
    label: "E-mail for leads",
    hint: "Where leads are offered to the dealer; never shown to visitors.",
  }),
  showroom: yesNo("Has a showroom visitors may come to"),
  products: z
    .array(z.enum(productLines, "Choose product lines from the list."))
    .max(productLines.length)
    .meta({ label: "Product lines carried", optionLabels: lineLabels }),
  hours: optional(500).meta({
    label: "Opening hours",
    input: "textarea",
    hint: "One set of days a line, such as Mon-Fri 08:00-17:00 and Sat 09:00-13:00 (24-hour times). A day no line names is closed.",
  }),
  territory_kind: z
    .enum(territoryKinds, "Choose how its territory is drawn.")
    .meta({ label: "Territory: where it takes leads", optionLabels: territoryKindLabels }),
  territory_miles: optional(10).meta({ label: "Miles around the dealer", hint: `For a territory by miles: 1 to ${MAX_TERRITORY_MILES}.` }),
  territory_areas: optional(6000).meta({
    label: "States, provinces or prefixes",
    input: "textarea",
    hint: "For a territory by states or provinces: CA, AZ. By prefixes: 3-digit ZIP prefixes or Canadian postal areas, such as 920, 921, M5V.",
  }),
  latitude: optional(20).meta({ label: "Latitude (optional)", hint: "Left empty, the dealer is placed at its postal code." }),
  longitude: optional(20).meta({ label: "Longitude (optional)", hint: "Give both to place the dealer by hand." }),
  active: yesNo("Active: in the locator and offered leads"),
});

export type DealerRecord = z.output<typeof DealerRecordFields>;
/** A dealer's record as text, as the form shows it and the CSV export writes it. */
export type DealerRecordText = Record<keyof DealerRecord, string>;
export type RecordErrors = Partial<Record<keyof DealerRecord | "form", string[]>>;

/** The record's field a message of the dealer's schema is about (`territory.miles` → `territory_miles`). */
function recordField(path: readonly PropertyKey[]): keyof DealerRecord {
  const [first, second] = path.map(String);
  switch (first) {
    case "leadEmail":
      return "lead_email";
    case "territory":
      return second === "miles" ? "territory_miles" : second === "kind" ? "territory_kind" : "territory_areas";
    case "location":
      return second === "lng" ? "longitude" : "latitude";
    case undefined:
      return "name";
    default:
      return first in DealerRecordFields.shape ? (first as keyof DealerRecord) : "name";
  }
}

const listOf = (text: string) =>
  text
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
const numberOf = (text: string) => (text === "" ? Number.NaN : Number(text));

function territoryOf(record: DealerRecord): DealerInput["territory"] {
  if (record.territory_kind === "radius") return { kind: "radius", miles: numberOf(record.territory_miles) };
  if (record.territory_kind === "regions") return { kind: "regions", regions: listOf(record.territory_areas) };
  return { kind: "prefixes", prefixes: listOf(record.territory_areas) };
}

/**
 * The dealer a record describes, checked by the dealer's schema; or the messages by field. The
 * position is given by hand only when both latitude and longitude are.
 */
export function dealerInputOf(record: DealerRecord): { ok: true; input: DealerInput } | { ok: false; errors: RecordErrors } {
  const errors: RecordErrors = {};
  const add = (field: keyof DealerRecord, message: string) => (errors[field] ??= []).push(message);
  const hours = readHoursText(record.hours);
  if ("refused" in hours) add("hours", hours.refused);
  const placed = [record.latitude, record.longitude].filter((value) => value !== "").length;
  if (placed === 1) add(record.latitude === "" ? "latitude" : "longitude", "Give both latitude and longitude, or leave both empty.");
  const input: DealerInput = {
    slug: record.slug === "" ? undefined : record.slug,
    name: record.name,
    address: record.address,
    city: record.city,
    state: record.state,
    zip: record.zip,
    country: record.country,
    phone: record.phone,
    website: record.website === "" ? null : record.website,
    leadEmail: record.lead_email,
    showroom: record.showroom,
    products: record.products,
    hours: "hours" in hours ? hours.hours : [],
    territory: territoryOf(record),
    active: record.active,
    ...(placed === 2 ? { location: { lat: numberOf(record.latitude), lng: numberOf(record.longitude) } } : {}),
  };
  const checked = DealerInputSchema.safeParse(input);
  if (!checked.success) for (const issue of checked.error.issues) add(recordField(issue.path), issue.message);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/** A dealer as its record's text: what the edit form starts with and a line of the CSV export holds. */
export function recordOf(dealer: Dealer): DealerRecordText {
  const { territory } = dealer;
  return {
    name: dealer.name,
    slug: dealer.slug,
    address: dealer.address,
    city: dealer.city,
    state: dealer.state,
    zip: dealer.zip,
    country: dealer.country,
    phone: dealer.phone,
    website: dealer.website ?? "",
    lead_email: dealer.leadEmail,
    showroom: dealer.showroom ? "yes" : "no",
    products: dealer.products.join("; "),
    hours: hoursText(dealer.hours),
    territory_kind: territory.kind,
    territory_miles: territory.kind === "radius" ? String(territory.miles) : "",
    territory_areas: territoryAreas(territory).join(", "),
    latitude: dealer.locationOverride ? String(dealer.location.lat) : "",
    longitude: dealer.locationOverride ? String(dealer.location.lng) : "",
    active: dealer.active ? "yes" : "no",
  };
}
