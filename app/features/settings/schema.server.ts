import { z } from "zod";
import { leadForms } from "~/features/leads";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import type { CompanyFacts, LeadRecipients } from "./settings";

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
