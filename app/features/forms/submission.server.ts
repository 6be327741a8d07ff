import { randomUUID } from "node:crypto";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import { memoryRateLimits, type RateLimits } from "~/lib/rate-limit.server";
import { withoutUnreadableText } from "~/lib/unreadable-text";
import { cutText } from "~/lib/cut-text";
import { captchaResponseFields, verifyCaptcha } from "./captcha.server";
import type { LeadConfig } from "./config";
import { createFillTokens, type FillTokenVerdict } from "./fill-token.server";
import { parseLeadBody, removeStoredPhotos, type ParsedBody } from "./multipart.server";
import { PHOTOS_MAX_COUNT, PHOTOS_TOO_LARGE_MESSAGE, leadFormPhotos, leadForms, type LeadForm } from "./options";
import type { Outbox } from "./outbox.server";
import { validateLead, type FieldErrors, type RawFields } from "./schemas";
import { CAPTCHA_FIELD, FILL_TOKEN_FIELD, HONEYPOT_FIELD } from "./spam";
import { leadDeliveries, leadSubmissions, type LeadChannel } from "./tables.server";
import { type FileStore, localFileStore } from "~/platform/file-store";

export type LeadOutcome =
  | { status: "received"; form: LeadForm }
  | {
      status: "invalid";
      httpStatus: 400 | 413 | 415 | 429;
      errors: FieldErrors;
      values: RawFields;
      /** The fill token the form carries on: the one it was sent with, or a new one when that one expired. */
      fillToken?: string;
      retryAfterSeconds?: number;
    };

const internalFields = new Set<string>([
  HONEYPOT_FIELD,
  FILL_TOKEN_FIELD,
  CAPTCHA_FIELD,
  "processor",
  ...Object.values(captchaResponseFields),
]);

/** What the page shows back in the fields after an error: what was typed, never files or internals. */
const echoValues = (fields: RawFields): RawFields =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !internalFields.has(name)));

const PHOTO_REQUIRED = "Attach at least one photo.";
const TOO_MANY = "You have sent this form several times in a short while. Please try again in a few minutes or call us.";
const EXPIRED = "This form was open for more than a day. Please check your answers and send it again.";

type LeadServiceOptions = {
  db: Db;
  log: Logger;
  config: LeadConfig;
  storageDir: string;
  /** Where photos are kept: STORAGE_DIR's folder unless given (a bucket, docs/decisions/0024). */
  storage?: FileStore;
  outbox: Outbox;
  /** Signs the forms' fill tokens (server/secrets.ts keeps one when none is configured). */
  fillTokenSecret: string;
  fetchImpl?: typeof fetch;
  /** Where posts per address are counted: this process's memory unless given. */
  rateLimits?: RateLimits;
};

export type Submitter = { ip: string; userAgent?: string };

/**
 * Takes one submission of a lead form: streams and checks the body (the per-IP limit is asked as
 * soon as the form is known, before photos are read), keeps bots out, validates the fields with
 * the form's schema, then stores the lead and its deliveries in one transaction before answering,
 * so a lead the visitor saw accepted is never lost.
 */
export function createLeadService({
  db,
  log,
  config,
  storageDir,
  storage = localFileStore(storageDir),
  outbox,
  fillTokenSecret,
  fetchImpl,
  rateLimits = memoryRateLimits,
}: LeadServiceOptions) {
  if (config.LEAD_WEBHOOK_URL && !config.LEAD_WEBHOOK_SECRET)
    throw new Error("LEAD_WEBHOOK_SECRET is required when LEAD_WEBHOOK_URL is set");
  const limiter = rateLimits("lead-form", { limit: config.FORM_RATE_LIMIT, windowMs: config.FORM_RATE_WINDOW_MINUTES * 60_000 });
  const fillTokens = createFillTokens(fillTokenSecret);
  const minFillMs = config.FORM_MIN_FILL_SECONDS * 1000;

  /** The token a form sent, kept when it is the server's own (expired or not). */
  const tokenSent = (fields: RawFields) => {
    const token = fields[FILL_TOKEN_FIELD];
    return typeof token === "string" && fillTokens.check(token, 0) !== "forged" ? token : undefined;
  };
  const failure = (
    httpStatus: 400 | 413 | 415 | 429,
    errors: FieldErrors,
    fields: RawFields = {},
    extra: { fillToken?: string; retryAfterSeconds?: number } = {},
  ): LeadOutcome => ({ status: "invalid", httpStatus, errors, values: echoValues(fields), fillToken: tokenSent(fields), ...extra });

  function refusal(body: Exclude<ParsedBody, { kind: "parsed" }>): LeadOutcome {
    switch (body.kind) {
      case "not_admitted":
        return failure(429, { form: [TOO_MANY] }, body.fields, { retryAfterSeconds: body.retryAfterSeconds });
      case "unknown_form":
        return failure(400, { processor: [`Name one of the forms: ${leadForms.join(", ")}.`] }, body.fields);
      case "photo_before_form":
        return failure(400, { processor: ["Name the form (processor) before any photo."] }, body.fields);
      case "too_many_photos":
        return failure(400, { photo: [`Attach at most ${PHOTOS_MAX_COUNT} photos.`] }, body.fields);
      case "photos_too_large":
        return failure(413, { photo: [PHOTOS_TOO_LARGE_MESSAGE] }, body.fields);
      case "body_too_large":
        return failure(413, { photo: [PHOTOS_TOO_LARGE_MESSAGE] });
      case "unsupported":
        return failure(415, { form: ["Send the form as multipart/form-data."] });
      case "malformed":
        return failure(400, { form: ["The form could not be read. Please try again."] });
    }
  }

  async function submit(request: Request, submitter: Submitter, pageForm?: LeadForm): Promise<LeadOutcome> {
    const body = await parseLeadBody(request, {
      storageDir,
      store: storage,
      form: pageForm,
      admit: (form) => limiter.attempt(`${form}|${submitter.ip}`),
    });
    if (body.kind !== "parsed") return refusal(body);
    const { fields, photos } = body;
    const discard = () => removeStoredPhotos(storage, photos);
    const processor = body.form;
    if (!processor) {
      await discard();
      return refusal({ kind: "unknown_form", fields });
    }

    const fill = fillTokens.check(fields[FILL_TOKEN_FIELD], config.FORM_MIN_FILL_SECONDS);
    const spam = spamReason(fields, fill);
    if (spam) {
      await discard();
      // Rejected quietly: a bot that is told why learns how to pass.
      log.warn({ form: processor, reason: spam }, "lead rejected as spam");
      return { status: "received", form: processor };
    }
    if (fill === "expired") {
      await discard();
      // The visitor spent more than a day on the form: the new token counts that time already.
      return failure(400, { form: [EXPIRED] }, fields, { fillToken: fillTokens.issue(Date.now() - minFillMs) });
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
    if (leadFormPhotos[processor] === "required" && photos.length === 0 && !errors.photo) errors.photo = [PHOTO_REQUIRED];
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
          ip: withoutUnreadableText(submitter.ip),
          userAgent: submitter.userAgent === undefined ? undefined : cutText(withoutUnreadableText(submitter.userAgent), 500),
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

  return {
    submit,
    /** A fresh fill token for a form about to be rendered. */
    fillToken: () => fillTokens.issue(),
  };
}

/** Why a submission looks like a bot's: the hidden field filled in, no fill token of ours, or sent faster than people type. */
export function spamReason(fields: RawFields, fillToken: FillTokenVerdict): string | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== "") return "honeypot";
  if (fillToken === "forged") return "no fill token of ours";
  if (fillToken === "too_fast") return "filled too fast";
  return null;
}

export type LeadService = ReturnType<typeof createLeadService>;
