import path from "node:path";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import type { LeadConfig } from "./config";
import { LEADS_FOLDER } from "./multipart.server";
import { confirmationEmail, leadEmail, type LeadRecord } from "./notification.server";
import type { LeadForm } from "./options";
import { leadDeliveries, leadDeliveryAttempts, leadSubmissions, type LeadChannel } from "./tables.server";
import { postWebhook } from "./webhook.server";

const BATCH = 20;
/** A claimed delivery is retried after this long if its process dies mid-attempt. */
const LEASE_MS = 5 * 60_000;
const MINUTE = 60_000;
/** Photos ride along as attachments up to this total; larger sets are listed by their stored names. */
const ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;

/** 1, 2, 4 ... minutes after each failed attempt, at most 6 hours; never given up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE);
}

export function recipientsFor(config: LeadConfig, form: LeadForm): string[] {
  const perForm = {
    lac_request_quote: config.LEAD_RECIPIENTS_LAC_REQUEST_QUOTE,
    lac_request_service: config.LEAD_RECIPIENTS_LAC_REQUEST_SERVICE,
    lac_contact_us: config.LEAD_RECIPIENTS_LAC_CONTACT_US,
    lac_become_dealer: config.LEAD_RECIPIENTS_LAC_BECOME_DEALER,
  }[form];
  return perForm ?? config.LEAD_RECIPIENTS ?? [];
}

type OutboxOptions = {
  db: Db;
  log: Logger;
  config: LeadConfig;
  storageDir: string;
  fetchImpl?: typeof fetch;
};

/**
 * Delivers stored leads: an e-mail to the form's recipients and, when configured, a signed
 * webhook. Pending deliveries live in the database, so they survive restarts; each attempt is
 * recorded and failures are retried with backoff until they succeed.
 */
export function createOutbox({ db, log, config, storageDir, fetchImpl = fetch }: OutboxOptions) {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  const channels: LeadChannel[] = [];
  if (transport) channels.push("email", "confirmation");
  if (config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET) channels.push("webhook");

  async function send(channel: LeadChannel, lead: LeadRecord): Promise<void> {
    if (channel === "webhook") {
      await postWebhook(config.LEAD_WEBHOOK_URL ?? "", config.LEAD_WEBHOOK_SECRET ?? "", lead, fetchImpl);
      return;
    }
    if (channel === "confirmation") {
      if (!transport || typeof lead.fields.email !== "string") return;
      await transport.sendMail({ from: config.SMTP_FROM, to: lead.fields.email, ...confirmationEmail(lead) });
      return;
    }
    const to = recipientsFor(config, lead.form as LeadForm);
    if (!transport || to.length === 0) throw new Error(`no recipients configured for ${lead.form}`);
    const mail = leadEmail(lead);
    const photoBytes = lead.photos.reduce((sum, photo) => sum + photo.size, 0);
    const attachments =
      photoBytes <= ATTACHMENTS_MAX_BYTES
        ? lead.photos.map((photo) => ({
            filename: photo.original_name,
            path: path.join(storageDir, LEADS_FOLDER, photo.file),
            contentType: photo.content_type,
          }))
        : [];
    await transport.sendMail({ from: config.SMTP_FROM, to, ...mail, attachments });
  }

  /** Attempts every delivery that is due now; the worker calls it on a timer, tests call it directly. */
  async function deliverDue(now = new Date()): Promise<{ delivered: number; failed: number }> {
    if (channels.length === 0) return { delivered: 0, failed: 0 };
    const due = db
      .select({ id: leadDeliveries.id })
      .from(leadDeliveries)
      .where(and(isNull(leadDeliveries.deliveredAt), lte(leadDeliveries.nextAttemptAt, now), inArray(leadDeliveries.channel, channels)))
      .orderBy(asc(leadDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(leadDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(leadDeliveries.id, due))
      .returning();
    let delivered = 0;
    let failed = 0;
    for (const delivery of claimed) {
      const [submission] = await db.select().from(leadSubmissions).where(eq(leadSubmissions.id, delivery.submissionId));
      if (!submission) continue;
      const lead: LeadRecord = { ...submission, createdAt: submission.createdAt };
      try {
        await send(delivery.channel, lead);
        delivered += 1;
        await db.transaction(async (tx) => {
          await tx
            .update(leadDeliveries)
            .set({ deliveredAt: new Date(), attempts: sql`${leadDeliveries.attempts} + 1`, lastError: null })
            .where(eq(leadDeliveries.id, delivery.id));
          await tx.insert(leadDeliveryAttempts).values({ deliveryId: delivery.id, outcome: "delivered" });
        });
        log.info({ lead: lead.id, form: lead.form, channel: delivery.channel }, "lead delivered");
      } catch (error) {
        failed += 1;
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const attempts = delivery.attempts + 1;
        await db.transaction(async (tx) => {
          await tx
            .update(leadDeliveries)
            .set({ attempts, lastError: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
            .where(eq(leadDeliveries.id, delivery.id));
          await tx.insert(leadDeliveryAttempts).values({ deliveryId: delivery.id, outcome: "failed", error: message });
        });
        log.warn({ lead: lead.id, form: lead.form, channel: delivery.channel, attempts, err: message }, "lead delivery failed; will retry");
      }
    }
    return { delivered, failed };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => deliverDue()).catch((error: unknown) => log.error({ err: error }, "lead outbox run failed"));
    return running;
  };

  return {
    deliverDue,
    /** Runs the outbox every `intervalMs` until `stop`. */
    start(intervalMs = 30_000) {
      if (!transport) log.warn("SMTP_URL is not set: lead e-mails are kept in the outbox until it is");
      else if (!config.LEAD_RECIPIENTS && !config.LEAD_RECIPIENTS_LAC_REQUEST_QUOTE)
        log.warn("LEAD_RECIPIENTS is not set: lead e-mails of forms without recipients wait in the outbox");
      timer ??= setInterval(() => void tick(), intervalMs);
      timer.unref();
      void tick();
    },
    /** Delivers soon, without waiting for the next round: called after each new lead. */
    wake() {
      if (timer) void tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
