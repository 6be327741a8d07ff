import { randomUUID } from "node:crypto";
import type { Db } from "../../../server/db";
import type { Logger } from "../../../server/logger";
import { captchaResponseFields, verifyCaptcha } from "./captcha.server";
import type { LeadConfig } from "./config";
import { parseLeadBody, removeStoredPhotos } from "./multipart.server";
import { PHOTOS_TOO_LARGE_MESSAGE, isLeadForm, type LeadForm } from "./options";
import type { Outbox } from "./outbox.server";
import { createRateLimiter } from "./rate-limit.server";
import { validateLead, type FieldErrors, type RawFields } from "./schemas";
import { HONEYPOT_FIELD, STARTED_FIELD, CAPTCHA_FIELD } from "./spam";
import { leadDeliveries, leadSubmissions, type LeadChannel } from "./tables.server";

export type LeadOutcome =
  { status: "received"; form: LeadForm } | { status: "invalid"; httpStatus: 400 | 413 | 415 | 429; errors: FieldErrors; values: RawFields };

const internalFields = new Set<string>([
  HONEYPOT_FIELD,
  STARTED_FIELD,
  CAPTCHA_FIELD,
  "processor",
  ...Object.values(captchaResponseFields),
]);

/** What the page shows back in the fields after an error: what was typed, never files or internals. */
const echoValues = (fields: RawFields): RawFields =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !internalFields.has(name)));

const failure = (httpStatus: 400 | 413 | 415 | 429, errors: FieldErrors, fields: RawFields = {}): LeadOutcome => ({
  status: "invalid",
  httpStatus,
  errors,
  values: echoValues(fields),
});

type LeadServiceOptions = { db: Db; log: Logger; config: LeadConfig; storageDir: string; outbox: Outbox; fetchImpl?: typeof fetch };

export type Submitter = { ip: string; userAgent?: string };

/**
 * Takes one submission of a lead form: streams and checks the body, keeps bots out, validates
 * the fields with the form's schema, then stores the lead and its deliveries in one transaction
 * before answering, so a lead the visitor saw accepted is never lost.
 */
export function createLeadService({ db, log, config, storageDir, outbox, fetchImpl }: LeadServiceOptions) {
  if (config.LEAD_WEBHOOK_URL && !config.LEAD_WEBHOOK_SECRET)
    throw new Error("LEAD_WEBHOOK_SECRET is required when LEAD_WEBHOOK_URL is set");
  const limiter = createRateLimiter({ limit: config.FORM_RATE_LIMIT, windowMs: config.FORM_RATE_WINDOW_MINUTES * 60_000 });
  const tooMany = (fields: RawFields = {}) =>
    failure(
      429,
      { form: ["You have sent this form several times in a short while. Please try again in a few minutes or call us."] },
      fields,
    );

  async function submit(request: Request, submitter: Submitter, pageForm?: LeadForm): Promise<LeadOutcome> {
    if (pageForm && !limiter.attempt(`${pageForm}|${submitter.ip}`)) return tooMany();
    const body = await parseLeadBody(request, {
      storageDir,
      acceptsPhotos: (fields) => (pageForm ?? fields.processor) === "lac_request_service",
    });
    if (body.kind === "photos_too_large") return failure(413, { photo: [PHOTOS_TOO_LARGE_MESSAGE] }, body.fields);
    if (body.kind === "body_too_large") return failure(413, { photo: [PHOTOS_TOO_LARGE_MESSAGE] });
    if (body.kind === "unsupported") return failure(415, { form: ["Send the form as multipart/form-data."] });
    if (body.kind === "malformed") return failure(400, { form: ["The form could not be read. Please try again."] });
    const { fields, photos } = body;
    const discard = () => removeStoredPhotos(storageDir, photos);

    const processor = pageForm ?? fields.processor;
    if (typeof processor !== "string" || !isLeadForm(processor)) {
      await discard();
      return failure(
        400,
        { processor: ["Name one of the forms: lac_request_quote, lac_request_service, lac_contact_us, lac_become_dealer."] },
        fields,
      );
    }
    if (!pageForm && !limiter.attempt(`${processor}|${submitter.ip}`)) {
      await discard();
      return tooMany(fields);
    }

    const spam = spamReason(fields, config.FORM_MIN_FILL_SECONDS);
    if (spam) {
      await discard();
      // Rejected quietly: a bot that is told why learns how to pass.
      log.warn({ form: processor, ip: submitter.ip, reason: spam }, "lead rejected as spam");
      return { status: "received", form: processor };
    }

    const provider = config.CAPTCHA_PROVIDER;
    const token = fields[CAPTCHA_FIELD] ?? (provider ? fields[captchaResponseFields[provider]] : undefined);
    const verdict = await verifyCaptcha(config, typeof token === "string" ? token : undefined, submitter.ip, fetchImpl);
    if (verdict === "failed") {
      await discard();
      return failure(400, { [CAPTCHA_FIELD]: ["Please confirm that you are not a robot."] }, fields);
    }
    // A provider outage must not cost a real lead; the other checks still stand.
    if (verdict === "unavailable") log.warn({ form: processor }, "captcha provider unavailable; lead accepted without it");

    const validation = validateLead(processor, fields);
    const errors: FieldErrors = { ...(validation.success ? {} : validation.errors) };
    for (const [field, messages] of Object.entries(body.errors)) errors[field] = [...(errors[field] ?? []), ...messages];
    if (!validation.success || Object.keys(errors).length > 0) {
      await discard();
      return failure(400, errors, fields);
    }

    const id = randomUUID();
    const channels: LeadChannel[] = ["email"];
    if (config.LEAD_WEBHOOK_URL) channels.push("webhook");
    if (processor === "lac_contact_us") channels.push("confirmation");
    try {
      await db.transaction(async (tx) => {
        await tx.insert(leadSubmissions).values({
          id,
          form: processor,
          fields: validation.data,
          photos,
          ip: submitter.ip,
          userAgent: submitter.userAgent?.slice(0, 500),
        });
        await tx.insert(leadDeliveries).values(channels.map((channel) => ({ submissionId: id, channel })));
      });
    } catch (error) {
      await discard();
      throw error;
    }
    log.info({ lead: id, form: processor, photos: photos.length }, "lead stored");
    outbox.wake();
    return { status: "received", form: processor };
  }

  return { submit };
}

/** Why a submission looks like a bot's: the hidden field filled in, or sent faster than people type. */
export function spamReason(fields: RawFields, minFillSeconds: number, now = Date.now()): string | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== "") return "honeypot";
  const started = Number(fields[STARTED_FIELD]);
  if (!Number.isFinite(started)) return "no start time";
  if (now - started < minFillSeconds * 1000) return "filled too fast";
  return null;
}

export type LeadService = ReturnType<typeof createLeadService>;
