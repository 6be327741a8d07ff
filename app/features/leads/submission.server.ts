import { randomUUID } from "node:crypto";
import { isDealerSlug } from "~/features/dealers";
import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import { memoryRateLimits, type RateLimits } from "~/platform/rate-limit.server";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import { cutText } from "~/platform/cut-text";
import { captchaResponseFields, verifyCaptcha } from "./captcha.server";
import type { LeadConfig } from "./config";
import { FILL_TOKEN_MAX_AGE_MS, createFillTokens, type FillTokenVerdict } from "./fill-token.server";
import { parseLeadBody, removeStoredPhotos, type ParsedBody } from "./multipart.server";
import { PHOTOS_MAX_COUNT, PHOTOS_TOO_LARGE_MESSAGE, leadFormPhotos, leadForms, type LeadForm } from "./options";
import { leadChannelsFor, type Outbox } from "./outbox.server";
import { PRODUCT_NEWS_DEFAULT_FIELD, validateLead, type FieldErrors, type LeadFields, type RawFields } from "./schemas";
import { CAPTCHA_FIELD, FILL_TOKEN_FIELD, HONEYPOT_FIELD, type SpamReason } from "./spam";
import { leadFillTokens, leadSubmissions, type StoredPhoto } from "./tables.server";
import { type NewRouting, queueLead } from "./queue-lead.server";
import { DEALER_FIELD, isRoutableForm } from "./routing";
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
const CAPTCHA_MISSING = "Please confirm that you are not a robot.";

type LeadServiceOptions = {
  db: Db;
  log: Logger;
  config: LeadConfig;
  storageDir: string;
  /** Where photos are kept: STORAGE_DIR's folder unless given (a bucket, docs/decisions/0024). */
  storage?: FileStore;
  outbox: Outbox;
  /** Signs the forms' fill tokens (server/storage/secrets.ts keeps one when none is configured). */
  fillTokenSecret: string;
  fetchImpl?: typeof fetch;
  /** Where posts per address are counted: this process's memory unless given. */
  rateLimits?: RateLimits;
  /** Which forms' leads go to dealers now (the settings' switch), and the router to wake for them; none without. */
  dealerRouting?: { routesToDealers: (form: LeadForm) => boolean; wake: () => void };
  /** Whether the forms' product news box starts ticked now (the settings'; SPEC §5's default, ticked, without). */
  productNewsTicked?: () => boolean;
};

/** A lead that asked "Send me product news" records how the box started. */
const withProductNewsDefault = (fields: LeadFields, ticked: boolean): LeadFields =>
  "product_updates" in fields ? { ...fields, [PRODUCT_NEWS_DEFAULT_FIELD]: ticked ? "ticked" : "unticked" } : fields;

/** Who sent a lead: their address, their browser, and the locale of the page they sent it from (its tag: fr-CA). */
export type Submitter = { ip: string; userAgent?: string; locale: string };

/**
 * Takes one submission of a lead form: streams and checks the body (the per-IP limit is asked as
 * soon as the form is known, before photos are read; a flood is refused), validates the fields
 * with the form's schema, then stores the lead and its deliveries in one transaction before
 * answering, so a lead the visitor saw accepted is never lost. A lead that looks like a bot's
 * (`SpamReason`) is stored too, without deliveries, for staff to release or let expire
 * (docs/decisions/0038-suspected-spam-kept.md); its sender sees the same thank-you.
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
  dealerRouting,
  productNewsTicked = () => true,
}: LeadServiceOptions) {
  if (config.LEAD_WEBHOOK_URL && !config.LEAD_WEBHOOK_SECRET)
    throw new Error("LEAD_WEBHOOK_SECRET is required when LEAD_WEBHOOK_URL is set");
  const limiter = rateLimits("lead-form", { limit: config.FORM_RATE_LIMIT, windowMs: config.FORM_RATE_WINDOW_MINUTES * 60_000 });
  const fillTokens = createFillTokens(fillTokenSecret);
  const minFillMs = config.FORM_MIN_FILL_SECONDS * 1000;

  /** The token a form sent, kept when it is the server's own (expired or not). */
  const tokenSent = (fields: RawFields) => {
    const token = fields[FILL_TOKEN_FIELD];
    const verdict = fillTokens.check(token, 0);
    return typeof token === "string" && verdict !== "forged" && verdict !== "missing" ? token : undefined;
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

    const token = fields[FILL_TOKEN_FIELD];
    const fill = fillTokens.check(token, config.FORM_MIN_FILL_SECONDS);
    if (fill === "expired") {
      await discard();
      // The visitor spent more than a day on the form: the new token counts that time already.
      return failure(400, { form: [EXPIRED] }, fields, { fillToken: fillTokens.issue(Date.now() - minFillMs) });
    }

    const validation = validateLead(processor, fields);
    const errors: FieldErrors = { ...(validation.success ? {} : validation.errors) };
    for (const [field, messages] of Object.entries(body.errors)) errors[field] = [...(errors[field] ?? []), ...messages];
    if (leadFormPhotos[processor] === "required" && photos.length === 0 && !errors.photo) errors.photo = [PHOTO_REQUIRED];
    if (!validation.success || Object.keys(errors).length > 0) {
      await discard();
      return failure(400, errors, fields);
    }

    const captcha = await captchaVerdict(fields, submitter, processor);
    if (captcha === "missing") {
      await discard();
      return failure(400, { [CAPTCHA_FIELD]: [CAPTCHA_MISSING] }, fields);
    }

    const lead = {
      id: randomUUID(),
      form: processor,
      fields: withProductNewsDefault(validation.data, productNewsTicked()),
      photos,
      ip: withoutUnreadableText(submitter.ip),
      userAgent: submitter.userAgent === undefined ? undefined : cutText(withoutUnreadableText(submitter.userAgent), 500),
      locale: submitter.locale,
    };
    // A token of ours, read in time or too soon, serves one lead; any other has nothing to spend.
    const spentToken = typeof token === "string" && (fill === "valid" || fill === "too_fast") ? token : null;
    let stored: StoreOutcome;
    try {
      const routing =
        isRoutableForm(processor) && dealerRouting?.routesToDealers(processor) ? { chosenDealer: chosenDealer(fields) } : null;
      stored = await store(lead, spentToken, spamReason(fields, fill) ?? (captcha === "refused" ? "captcha_refused" : null), routing);
    } catch (error) {
      await discard();
      throw error;
    }
    if (stored.kind === "again") {
      await discard();
      log.info({ lead: stored.id, form: processor }, "lead sent again with its fill token: kept once");
    } else if (stored.kind === "spam") {
      // Kept, undelivered, for staff to judge; the sender sees the thank-you: a bot that is told why learns how to pass.
      log.warn({ lead: lead.id, form: processor, reason: stored.reason }, "lead kept as suspected spam");
    } else {
      log.info({ lead: lead.id, form: processor, photos: photos.length, routed: stored.routed }, "lead stored");
      outbox.wake();
      if (stored.routed) dealerRouting?.wake();
    }
    return { status: "received", form: processor };
  }

  /** The captcha's answer for a submission: none configured passes; a provider outage passes with a warning. */
  async function captchaVerdict(fields: RawFields, submitter: Submitter, form: LeadForm): Promise<"passed" | "missing" | "refused"> {
    const provider = config.CAPTCHA_PROVIDER;
    if (!provider || !config.CAPTCHA_SECRET) return "passed";
    const token = fields[CAPTCHA_FIELD] ?? fields[captchaResponseFields[provider]];
    if (typeof token !== "string" || token === "") return "missing";
    const verdict = await verifyCaptcha(config, token, submitter.ip, fetchImpl);
    // A provider outage must not cost a real lead; the other checks still stand.
    if (verdict === "unavailable") log.warn({ form }, "captcha provider unavailable; lead accepted without it");
    return verdict === "failed" ? "refused" : "passed";
  }

  /**
   * Stores a lead in one transaction: its fill token spent, then the lead, with its deliveries
   * unless it is suspected spam. A token another lead spent makes this one suspected spam, unless
   * it is that lead sent again as it was (the form's own retry after the connection dropped, or a
   * double click), which is kept once. The token's row is written first: a second process with the
   * same token waits on it (PostgreSQL) and then sees the first lead.
   */
  async function store(lead: NewLead, token: string | null, spam: SpamReason | null, routing: NewRouting | null): Promise<StoreOutcome> {
    return db.transaction(async (tx) => {
      let reason = spam;
      if (token) {
        const [spent] = await tx
          .insert(leadFillTokens)
          .values({ token, submissionId: lead.id, expiresAt: new Date(Date.now() + FILL_TOKEN_MAX_AGE_MS) })
          .onConflictDoNothing()
          .returning({ token: leadFillTokens.token });
        if (!spent) {
          const earlier = await leadOfToken(tx, token);
          if (earlier && sameLead(earlier, lead)) return { kind: "again", id: earlier.id } as const;
          reason ??= "token_reused";
        }
      }
      await tx.insert(leadSubmissions).values({ ...lead, spamReason: reason });
      if (reason) return { kind: "spam", reason } as const;
      await queueLead(tx, lead.id, leadChannelsFor(config, lead.form), routing);
      return { kind: "stored", routed: routing !== null } as const;
    });
  }

  return {
    submit,
    /** A fresh fill token for a form about to be rendered. */
    fillToken: () => fillTokens.issue(),
  };
}

/** Why a submission looks like a bot's, from its fields and its fill token: null when nothing does. */
export function spamReason(fields: RawFields, fillToken: FillTokenVerdict): SpamReason | null {
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== "") return "honeypot";
  if (fillToken === "missing") return "token_missing";
  if (fillToken === "forged") return "token_invalid";
  if (fillToken === "too_fast") return "too_fast";
  return null;
}

type NewLead = typeof leadSubmissions.$inferInsert & { id: string; form: LeadForm; photos: StoredPhoto[] };
type StoreOutcome = { kind: "stored"; routed: boolean } | { kind: "spam"; reason: SpamReason } | { kind: "again"; id: string };

/**
 * The dealer a quote was sent to from that dealer's page (`dealer`, the form's hidden field): kept
 * when it reads as a slug; the router offers the lead to it first if it is an active dealer, and
 * routes it as any other lead if not, so a stale or altered field is never the visitor's error.
 */
function chosenDealer(fields: RawFields): string | null {
  const slug = fields[DEALER_FIELD];
  return typeof slug === "string" && isDealerSlug(slug) ? slug : null;
}

/** The lead that spent `token`, if it is still stored. */
async function leadOfToken(tx: Db, token: string) {
  const [earlier] = await tx
    .select({ id: leadSubmissions.id, form: leadSubmissions.form, fields: leadSubmissions.fields, photos: leadSubmissions.photos })
    .from(leadFillTokens)
    .innerJoin(leadSubmissions, eq(leadSubmissions.id, leadFillTokens.submissionId))
    .where(eq(leadFillTokens.token, token));
  return earlier;
}

/** The same answers and the same photos (by name and size): the same lead sent twice. */
function sameLead(earlier: { form: string; fields: LeadFields; photos: StoredPhoto[] }, lead: NewLead): boolean {
  const photoList = (photos: StoredPhoto[]) => JSON.stringify(photos.map((photo) => [photo.original_name, photo.size]));
  // As the database gives the answers back: without the optional fields left out (undefined).
  const answers = JSON.parse(JSON.stringify(lead.fields)) as unknown;
  return earlier.form === lead.form && isDeepStrictEqual(earlier.fields, answers) && photoList(earlier.photos) === photoList(lead.photos);
}

export type LeadService = ReturnType<typeof createLeadService>;
