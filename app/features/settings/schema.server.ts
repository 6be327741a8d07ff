import { z } from "zod";
import { leadForms, routableForms } from "~/features/leads";
import type { PriceRange, SystemPrices } from "~/features/opening";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import { catalogueProducts, limitsOf } from "~/features/catalogue";
import { BUDGET_MAX, BUDGET_MIN, type CompanyFacts, type DealerRouting, type LeadRecipients } from "./settings";

/** A line of text as staff typed it, without control characters, trimmed and bounded. */
const line = (max: number, name: string) =>
  z
    .string()
    .transform((text) => withoutUnreadableText(text).trim())
    .pipe(z.string().min(1, `Give the ${name}.`).max(max, `At most ${max} characters.`));

const webAddress = (name: string) =>
  line(2000, name).refine((url) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(url), "Give an address that starts with https://.");

const PhoneSchema = z.object({
  label: line(40, "number as visitors read it"),
  tel: line(20, "number to dial").refine(
    (tel) => /^\+[1-9]\d{6,14}$/.test(tel),
    "Give the number to dial as + and digits, e.g. +18882210141.",
  ),
});

/** The company facts the header, the footer, the forms and the structured data show. */
export const CompanyFactsSchema = z.object({
  brand: line(100, "brand"),
  legalName: line(200, "legal name"),
  phone: PhoneSchema,
  salesPhone: PhoneSchema,
  servicePhone: PhoneSchema,
  address: line(300, "address"),
  privacyPolicyUrl: webAddress("privacy policy address"),
  social: z.array(z.object({ name: line(40, "network's name"), url: webAddress("profile address") })).max(12, "At most 12 profiles."),
}) satisfies z.ZodType<CompanyFacts, unknown>;

const emailList = z
  .string()
  .transform((text) =>
    withoutUnreadableText(text)
      .split(/[\s,;]+/)
      .filter(Boolean),
  )
  .pipe(
    z.array(z.email("Give e-mail addresses such as sales@example.com, separated by commas.").max(254)).max(20, "At most 20 addresses."),
  );

/** Each form's recipients as typed: addresses separated by commas, spaces or lines. */
export const LeadRecipientsSchema = z.object(
  Object.fromEntries(leadForms.map((form) => [form, emailList])) as Record<(typeof leadForms)[number], typeof emailList>,
) satisfies z.ZodType<LeadRecipients, unknown>;

/** The systems a budget may be set for: those the opening helper fits, in the catalogue's order. */
export const pricedSystems = catalogueProducts.filter(({ key }) => limitsOf(key) !== undefined);

/** Whole dollars as staff type them ("1200", "1,200", "$1,200"): a figure per linear foot within sane bounds. */
const dollars = z.preprocess(
  (value) => {
    // Figures stored before are numbers already; the form's are text.
    if (typeof value === "number") return value;
    if (typeof value !== "string" || value.trim() === "") return undefined;
    const text = value.trim().replace(/^\$\s*/, "");
    return /^(\d{1,3}(,\d{3})+|\d{1,9})$/.test(text) ? Number(text.replaceAll(",", "")) : Number.NaN;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? "Give both figures, or leave both empty." : "Give whole dollars, such as 1200."),
    })
    .int("Give whole dollars, such as 1200.")
    .min(BUDGET_MIN, `At least $${BUDGET_MIN} per linear foot.`)
    .max(BUDGET_MAX, `At most $${BUDGET_MAX.toLocaleString("en-US")} per linear foot.`),
);

const PriceRangeSchema = z
  .object({ low: dollars, high: dollars })
  .refine((range) => range.low <= range.high, { path: ["high"], message: "The high figure is below the low one." }) satisfies z.ZodType<
  PriceRange,
  unknown
>;

/**
 * A typical budget per linear foot for each system the opening helper fits (issue 37), by catalogue
 * key; a system left out shows no price. Keys of no such system are dropped.
 */
export const SystemBudgetsSchema = z.object(
  Object.fromEntries(pricedSystems.map(({ key }) => [key, PriceRangeSchema.optional()])) as Record<
    string,
    z.ZodOptional<typeof PriceRangeSchema>
  >,
) satisfies z.ZodType<SystemPrices, unknown>;

/** A ticked box as the form sends it ("true"); an unticked one is not sent at all. */
const ticked = z
  .literal("true", { error: "Tick the box or leave it empty." })
  .optional()
  .transform((value) => value === "true");

/** The routing switches as the form sends them: one box per form that can go to dealers. */
export const DealerRoutingFormSchema = z.object(
  Object.fromEntries(routableForms.map((form) => [form, ticked])) as Record<(typeof routableForms)[number], typeof ticked>,
) satisfies z.ZodType<DealerRouting, unknown>;

/** The routing switches as stored: a form left out (or stored before it could be switched) routes. */
export const StoredDealerRoutingSchema = z.object(
  Object.fromEntries(routableForms.map((form) => [form, z.boolean().catch(true).default(true)])) as Record<
    (typeof routableForms)[number],
    z.ZodDefault<z.ZodCatch<z.ZodBoolean>>
  >,
) satisfies z.ZodType<DealerRouting, unknown>;

/** Whether the product news box starts ticked, as stored. */
export const ProductNewsSchema = z.enum(["ticked", "unticked"]);

/** The settings' form of the product news box. */
export const ProductNewsForm = z.object({
  intent: z.literal("consent"),
  productNews: ProductNewsSchema.meta({
    label: "\u201cSend me product news\u201d starts",
    input: "radio",
    optionLabels: { ticked: "Ticked: the visitor unticks it to opt out", unticked: "Unticked: the visitor ticks it to opt in" },
  }),
});
