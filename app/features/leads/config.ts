import { z } from "zod";

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()).min(1));

/**
 * The lead forms' environment variables, part of the process configuration (server/config.ts);
 * README's configuration table describes each one.
 */
export const leadConfigShape = {
  LEAD_RECIPIENTS: emailList.optional(),
  LEAD_RECIPIENTS_LAC_REQUEST_QUOTE: emailList.optional(),
  LEAD_RECIPIENTS_LAC_REQUEST_SERVICE: emailList.optional(),
  LEAD_RECIPIENTS_LAC_CONTACT_US: emailList.optional(),
  LEAD_RECIPIENTS_LAC_BECOME_DEALER: emailList.optional(),
  LEAD_RECIPIENTS_LAC_SUBMIT_PROJECT: emailList.optional(),
  LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEAD_WEBHOOK_SECRET: z.string().min(16).max(500).optional(),
  CAPTCHA_PROVIDER: z.enum(["turnstile", "hcaptcha", "recaptcha"]).optional(),
  CAPTCHA_SITE_KEY: z.string().min(1).max(200).optional(),
  CAPTCHA_SECRET: z.string().min(1).max(500).optional(),
  FORM_ASSEMBLY_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  FORM_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  // Signs the forms' fill tokens; without it the server makes one and keeps it in the database.
  FORM_TOKEN_SECRET: z.string().min(32).max(500).optional(),
  // Leads older than this many days are deleted with their photos, once a day; 0 keeps them for good.
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(730),
  // Leads kept as suspected spam are deleted after this many days (with the same daily job); 0 keeps them.
  SPAM_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  // How long a dealer has to accept a lead offered to them before it goes to the next dealer
  // (issue 36); at most the 7 days the offer's links last.
  DEALER_ACCEPT_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .transform((value) => value === "true" || value === "1")
    .default(false),
};

export type LeadConfig = z.infer<z.ZodObject<typeof leadConfigShape>>;
