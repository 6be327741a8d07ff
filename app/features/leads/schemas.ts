import { z } from "zod";
import {
  MESSAGE_MAX_LENGTH,
  annualExpectedLacantina,
  annualSalesVolumes,
  canadianProvinces,
  contactRoles,
  contactSubjects,
  countries,
  dealerProjectTypes,
  dealerRequestAs,
  doorTypes,
  foldingMultislide,
  inHouseIndependent,
  materialTypes,
  projectProducts,
  projectTypes,
  quoteRoles,
  serviceRequestAs,
  timeframes,
  usStates,
  values,
  yesNo,
  type LeadForm,
} from "./options";
import type { Option } from "~/ui/fields";
import { type QuoteLayout, readQuoteLayout } from "~/features/opening";
import { QUOTE_LAYOUT_FIELD } from "./quote-layout";

// The server's rules for each lead form (SPEC §3, §5). Field names are the ones the pages post;
// every message here is shown under its field.

export const REQUIRED = "This field is required.";
const CHOOSE = "Choose one of the options.";

/** What the multipart parser hands over: `name[]` entries arrive as arrays under `name`. */
export type RawFields = Record<string, string | string[]>;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : "Enter text.") })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Use at most ${max} characters.`);
const optionalText = (max: number) => z.preprocess(blankToUndefined, requiredText(max).optional());

const choice = (options: Option[]) =>
  z.enum(values(options), { error: (issue) => (issue.input === undefined || issue.input === "" ? REQUIRED : CHOOSE) });
const choices = (options: Option[]) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(choice(options)).min(1, "Choose at least one.").max(options.length),
  );
const yesNoChoice = z
  .enum(values(yesNo), { error: (issue) => (issue.input === undefined || issue.input === "" ? REQUIRED : CHOOSE) })
  .transform((value) => value === "true");

// Marks a phone's contacts app or a paste leaves around a value, never part of it: zero-width
// space and word joiner, left-to-right and right-to-left marks, bidi embeddings and isolates, BOM.
const INVISIBLE_MARKS = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
const withoutInvisibleMarks = (value: unknown) => (typeof value === "string" ? value.replace(INVISIBLE_MARKS, "") : value);

/**
 * A name as people write it: letters of any script with their marks, any kind of space (a
 * no-break or an ideographic one), apostrophes (’t Hooft), dots, commas (Smith, Jr.), hyphens of
 * any kind and the joiners of Persian and Indic names; at least one letter.
 */
const personName = z.preprocess(
  (value) => {
    const text = withoutInvisibleMarks(value);
    return typeof text === "string" ? text.replace(/\p{Zs}/gu, " ") : text;
  },
  requiredText(80).regex(/^(?=.*\p{L})[\p{L}\p{M}\p{Pd} .,'’\u200C\u200D]+$/u, "Use letters only."),
);

/** Any address a browser's e-mail field takes (its IDN domains as xn--), with a dot in its domain; at most 254 characters (RFC 5321). */
const email = z.preprocess(
  withoutInvisibleMarks,
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(254, "Use at most 254 characters.")
    .pipe(z.email({ pattern: z.regexes.html5Email, error: "Enter a valid email address, like name@example.com." }))
    .refine((value) => value.slice(value.indexOf("@")).includes("."), "Enter a valid email address, like name@example.com."),
);

/**
 * 10 to 15 digits (North American or international), with spaces, dots, dashes of any kind,
 * slashes, parentheses and a leading +, and an extension after them (ext. 123, x123, #123).
 */
const PHONE = /^(\+?[\d\s()./-]+?)(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i;
const phone = z.preprocess(
  (value) => {
    const text = withoutInvisibleMarks(value);
    return typeof text === "string" ? text.replace(/\p{Pd}/gu, "-") : text;
  },
  requiredText(40).refine((value) => {
    const number = PHONE.exec(value)?.[1];
    if (!number) return false;
    const digits = number.replace(/\D/g, "").length;
    return digits >= 10 && digits <= 15;
  }, "Enter a phone number with area code, like (555) 555 - 5555."),
);
const optionalPhone = z.preprocess(blankToUndefined, phone.optional());

const US_ZIP = /^\d{5}(-\d{4})?$/;
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
const usZip = requiredText(10).regex(US_ZIP, "Enter a 5-digit ZIP code.");
const anyPostalCode = requiredText(10).refine(
  (value) => US_ZIP.test(value) || CANADIAN_POSTAL_CODE.test(value),
  "Enter a ZIP or postal code.",
);

const message = (required: boolean) => (required ? requiredText(MESSAGE_MAX_LENGTH) : optionalText(MESSAGE_MAX_LENGTH));

const toNumber = (value: unknown) => {
  const text = blankToUndefined(value);
  if (typeof text !== "string") return text;
  return /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
};
const count = (required: boolean) => {
  const number = z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : "Enter a number.") })
    .int("Enter a whole number.")
    .min(0, "Enter 0 or more.")
    .max(1_000_000, "Enter a smaller number.");
  return z.preprocess(toNumber, required ? number : number.optional());
};

/** Only http(s) addresses: a hosted video or a company website. A bare domain gets https://. */
const webAddress = (message: string) =>
  z.preprocess(
    (value) => {
      const text = blankToUndefined(value);
      return typeof text === "string" && !/^[a-z][a-z0-9+.-]*:/i.test(text.trim()) ? `https://${text.trim()}` : text;
    },
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message })
      .max(500, "Use at most 500 characters.")
      .optional(),
  );

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

export const PUBLISH_CONSENT_MESSAGE = "Please agree, so that we may publish your photos.";
/** A box that must be ticked: the visitor's permission, kept with the lead as `true`. */
const agreement = (message: string) => z.preprocess((value) => value === "on" || value === "true", z.literal(true, { error: message }));

/**
 * The layout the quote form carries from the opening helper (its hidden field, an address's query):
 * read again against the catalogue's limits, so that only what the catalogue makes is kept; a field
 * that names nothing is dropped, never the visitor's error (they cannot see it to correct it).
 */
const quoteLayout = z.preprocess(
  (value) => (typeof value === "string" && value.length <= 500 ? (readQuoteLayout(new URLSearchParams(value)) ?? undefined) : undefined),
  z.custom<QuoteLayout>().optional(),
);

export const QuoteSchema = z.object({
  role: choice(quoteRoles),
  project_type: choice(projectTypes),
  door_type: choices(doorTypes),
  material_type: choices(materialTypes),
  [QUOTE_LAYOUT_FIELD]: quoteLayout,
  timeframe: choice(timeframes),
  message: message(false),
  first_name: personName,
  last_name: personName,
  email,
  phone,
  state: choice(usStates),
  zip: usZip,
  product_updates: checkbox,
});

export const ServiceSchema = z
  .object({
    first_name: personName,
    last_name: personName,
    order_number: optionalText(40),
    email,
    phone,
    fax: optionalPhone,
    country: choice(countries),
    address: requiredText(200),
    city: requiredText(100),
    state: requiredText(2),
    zip: anyPostalCode,
    request_as: choices(serviceRequestAs),
    dealer_first_name: personName,
    dealer_last_name: personName,
    dealer_request_as: choices(dealerRequestAs),
    installed: yesNoChoice,
    message: message(true),
    video_url: webAddress("Enter the address (http or https) of a hosted video."),
  })
  .superRefine((lead, context) => {
    const regions = lead.country === "canada" ? canadianProvinces : usStates;
    if (!regions.some((region) => region.value === lead.state)) context.addIssue({ code: "custom", path: ["state"], message: CHOOSE });
    const zipValid = lead.country === "canada" ? CANADIAN_POSTAL_CODE.test(lead.zip) : US_ZIP.test(lead.zip);
    if (!zipValid)
      context.addIssue({
        code: "custom",
        path: ["zip"],
        message: lead.country === "canada" ? "Enter a postal code, like K1A 0B1." : "Enter a 5-digit ZIP code.",
      });
  });

export const ContactSchema = z.object({
  role: choice(contactRoles),
  subject: choice(contactSubjects),
  message: message(false),
  first_name: personName,
  last_name: personName,
  email,
  phone,
  zip: anyPostalCode,
  product_updates: checkbox,
});

export const DealerSchema = z
  .object({
    first_name: personName,
    last_name: personName,
    email,
    company_name: requiredText(200),
    address: requiredText(200),
    city: requiredText(100),
    state: choice(usStates),
    zip: usZip,
    phone,
    fax: optionalPhone,
    website_url: webAddress("Enter a website address, like www.example.com."),
    owner: optionalText(120),
    sales_manager: optionalText(120),
    parent_company: optionalText(200),
    company_type: optionalText(120),
    resellers_license: yesNoChoice,
    federal_id: optionalText(40),
    store_count: count(true),
    employee_count: count(true),
    years_in_business: count(true),
    external_sales_rep_count: count(true),
    internal_sales_rep_count: count(true),
    annual_sales_volume: choice(annualSalesVolumes),
    annual_expected_lacantina: choice(annualExpectedLacantina),
    other_brands: requiredText(MESSAGE_MAX_LENGTH),
    showroom: yesNoChoice,
    folding_multislide: z.preprocess(blankToUndefined, choice(foldingMultislide).optional()),
    display_program_interest: yesNoChoice,
    project_types: choices(dealerProjectTypes),
    residential_count: count(false),
    commercial_count: count(false),
    installation_services: yesNoChoice,
    in_house_independent: z.preprocess(blankToUndefined, choice(inHouseIndependent).optional()),
    service_technicians: count(true),
    credit_terms: yesNoChoice,
  })
  .superRefine((lead, context) => {
    const requireWhen = (condition: boolean, field: keyof typeof lead) => {
      if (condition && lead[field] === undefined) context.addIssue({ code: "custom", path: [field], message: REQUIRED });
    };
    requireWhen(lead.resellers_license, "federal_id");
    requireWhen(lead.showroom, "folding_multislide");
    requireWhen(lead.installation_services, "in_house_independent");
    requireWhen(lead.project_types.includes("residential"), "residential_count");
    requireWhen(lead.project_types.includes("commercial"), "commercial_count");
  })
  // Answers to questions that were not asked are dropped, so a lead never carries stale values.
  .transform((lead) => ({
    ...lead,
    federal_id: lead.resellers_license ? lead.federal_id : undefined,
    folding_multislide: lead.showroom ? lead.folding_multislide : undefined,
    in_house_independent: lead.installation_services ? lead.in_house_independent : undefined,
    residential_count: lead.project_types.includes("residential") ? lead.residential_count : undefined,
    commercial_count: lead.project_types.includes("commercial") ? lead.commercial_count : undefined,
  }));

export const ProjectSchema = z.object({
  project_name: requiredText(200),
  location: requiredText(200),
  product: choice(projectProducts),
  description: message(false),
  first_name: personName,
  last_name: personName,
  email,
  phone: optionalPhone,
  publish_consent: agreement(PUBLISH_CONSENT_MESSAGE),
  product_updates: checkbox,
});

export const leadSchemas = {
  lac_request_quote: QuoteSchema,
  lac_request_service: ServiceSchema,
  lac_contact_us: ContactSchema,
  lac_become_dealer: DealerSchema,
  lac_submit_project: ProjectSchema,
} satisfies Record<LeadForm, z.ZodType>;

export type LeadFields = Record<string, string | number | boolean | string[] | QuoteLayout | undefined>;
export type FieldErrors = Record<string, string[]>;

export type LeadValidation = { success: true; data: LeadFields } | { success: false; errors: FieldErrors };

/** Parses a form's fields; on failure, the messages per field that the page shows under each field. */
export function validateLead(form: LeadForm, fields: RawFields): LeadValidation {
  const result = leadSchemas[form].safeParse(fields);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { success: false, errors };
}

/**
 * Kept beside a lead's answer to "Send me product news": whether the box started ticked or unticked
 * (the site's setting when the lead came in), the proof of how consent was asked. The server
 * writes it; no form posts it.
 */
export const PRODUCT_NEWS_DEFAULT_FIELD = "product_updates_default";

/** A form's fields in the order the form asks them (jsonb does not keep key order), with what the server records beside them. */
export function leadFieldOrder(form: LeadForm): string[] {
  const schema = leadSchemas[form];
  return Object.keys("shape" in schema ? schema.shape : schema.in.shape).flatMap((field) =>
    field === "product_updates" ? [field, PRODUCT_NEWS_DEFAULT_FIELD] : [field],
  );
}
