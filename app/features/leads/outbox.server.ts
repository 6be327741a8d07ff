import { and, eq, inArray } from "drizzle-orm";
import type { LeadDealer } from "~/features/dealers/index.server";
import { createOutboxWorker } from "~/platform/outbox.server";
import type { Db } from "~/platform/db";
import type { Logger } from "~/platform/logger";
import type { Mailer } from "~/platform/mailer.server";
import type { LeadConfig } from "./config";
import { LEADS_FOLDER } from "./multipart.server";
import { acceptedEmail, confirmationEmail, leadEmail, type LeadRecord } from "./notification.server";
import type { LeadForm } from "./options";
import { leadDeliveries, leadDeliveryAttempts, leadOffers, leadSubmissions, type LeadChannel } from "./tables.server";
import { postWebhook } from "./webhook.server";
import { type FileStore, localFileStore } from "~/platform/file-store";

/** Photos ride along as attachments up to this total; larger sets are listed by their stored names. */
const ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The Message-ID of a delivery's e-mail, the same at every attempt: when a process dies after the
 * SMTP server took a mail but before the delivery was recorded, the mail is sent again (the outbox
 * delivers at least once), and the copy is recognisable as the same message.
 */
export function messageIdOf(kind: "lead-delivery" | "dealer-offer", id: number, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${kind}-${id}@${domain}>`;
}

export function recipientsFor(config: LeadConfig, form: LeadForm): string[] {
  const perForm = {
    lac_request_quote: config.LEAD_RECIPIENTS_LAC_REQUEST_QUOTE,
    lac_request_service: config.LEAD_RECIPIENTS_LAC_REQUEST_SERVICE,
    lac_contact_us: config.LEAD_RECIPIENTS_LAC_CONTACT_US,
    lac_become_dealer: config.LEAD_RECIPIENTS_LAC_BECOME_DEALER,
    lac_submit_project: config.LEAD_RECIPIENTS_LAC_SUBMIT_PROJECT,
  }[form];
  return perForm ?? config.LEAD_RECIPIENTS ?? [];
}

/**
 * The deliveries a lead gets when it is stored (or released from suspected spam): the e-mail to
 * the sales team, the webhook when one is configured, and the contact form's confirmation (SPEC §8).
 */
export function leadChannelsFor(config: Pick<LeadConfig, "LEAD_WEBHOOK_URL">, form: LeadForm): LeadChannel[] {
  const channels: LeadChannel[] = ["email"];
  if (config.LEAD_WEBHOOK_URL) channels.push("webhook");
  if (form === "lac_contact_us") channels.push("confirmation");
  return channels;
}

type OutboxOptions = {
  db: Db;
  log: Logger;
  config: LeadConfig;
  /** The site's mailer (SMTP_URL); unset, e-mails wait in the outbox until it is. */
  mailer?: Mailer;
  storageDir: string;
  /** Where photos are kept: STORAGE_DIR's folder unless given (a bucket, docs/decisions/0024). */
  storage?: FileStore;
  /** Recipients staff set in the admin for a form, or null to use the configured ones. */
  recipientsSet?: (form: LeadForm) => string[] | null;
  fetchImpl?: typeof fetch;
};

/**
 * Delivers stored leads: an e-mail to the form's recipients and, when configured, a signed
 * webhook, through a durable outbox (app/platform/outbox.server.ts): retried until they succeed.
 */
export function createOutbox({
  db,
  log,
  config,
  mailer,
  storageDir,
  storage = localFileStore(storageDir),
  recipientsSet,
  fetchImpl = fetch,
}: OutboxOptions) {
  const channels: LeadChannel[] = [];
  if (mailer) channels.push("email", "confirmation", "accepted");
  if (config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET) channels.push("webhook");

  async function send(deliveryId: number, channel: LeadChannel, lead: LeadRecord): Promise<void> {
    if (channel === "webhook") {
      await postWebhook(config.LEAD_WEBHOOK_URL ?? "", config.LEAD_WEBHOOK_SECRET ?? "", lead, fetchImpl);
      return;
    }
    if (channel === "confirmation" || channel === "accepted") {
      if (!mailer || typeof lead.fields.email !== "string") return;
      const messageId = messageIdOf("lead-delivery", deliveryId, mailer.from);
      const note = channel === "confirmation" ? confirmationEmail(lead) : acceptedEmail(lead, await acceptingDealer(lead.id));
      await mailer.transport.sendMail({ from: mailer.from, to: lead.fields.email, messageId, ...note });
      return;
    }
    const form = lead.form as LeadForm;
    const to = recipientsSet?.(form) ?? recipientsFor(config, form);
    if (!mailer || to.length === 0) throw new Error(`no recipients configured for ${lead.form}`);
    const mail = leadEmail(lead);
    const photoBytes = lead.photos.reduce((sum, photo) => sum + photo.size, 0);
    // Read from the store (a folder or a private bucket), at most ATTACHMENTS_MAX_BYTES in all.
    const attachments =
      photoBytes <= ATTACHMENTS_MAX_BYTES
        ? await Promise.all(
            lead.photos.map(async (photo) => {
              const content = await storage.readAll(`${LEADS_FOLDER}/${photo.file}`);
              if (!content) throw new Error(`lead photo ${photo.file} is missing from storage`);
              return { filename: photo.original_name, content, contentType: photo.content_type };
            }),
          )
        : [];
    await mailer.transport.sendMail({
      from: mailer.from,
      to,
      messageId: messageIdOf("lead-delivery", deliveryId, mailer.from),
      ...mail,
      attachments,
    });
  }

  /** The dealer who accepted the lead, as it was offered to them. */
  async function acceptingDealer(leadId: string): Promise<LeadDealer> {
    const [offer] = await db
      .select({ dealer: leadOffers.dealer })
      .from(leadOffers)
      .where(and(eq(leadOffers.submissionId, leadId), eq(leadOffers.decision, "accepted")));
    if (!offer) throw new Error(`lead ${leadId} has no accepted offer`);
    return offer.dealer;
  }

  const worker = createOutboxWorker({
    db,
    log,
    name: "lead",
    deliveries: leadDeliveries,
    attempts: leadDeliveryAttempts,
    sendable: () => (channels.length === 0 ? null : inArray(leadDeliveries.channel, channels)),
    async send(deliveryId) {
      const [row] = await db
        .select({ channel: leadDeliveries.channel, submission: leadSubmissions })
        .from(leadDeliveries)
        .innerJoin(leadSubmissions, eq(leadSubmissions.id, leadDeliveries.submissionId))
        .where(eq(leadDeliveries.id, deliveryId));
      if (!row) throw new Error(`lead delivery ${deliveryId} has no submission`);
      await send(deliveryId, row.channel, row.submission);
    },
  });

  return {
    deliverDue: worker.deliverDue,
    wake: worker.wake,
    /** Runs the outbox every `intervalMs` until `stop`. */
    start(intervalMs?: number) {
      if (!mailer) log.warn("SMTP_URL is not set: lead e-mails are kept in the outbox until it is");
      else if (!config.LEAD_RECIPIENTS && !config.LEAD_RECIPIENTS_LAC_REQUEST_QUOTE)
        log.warn("LEAD_RECIPIENTS is not set: lead e-mails of forms without recipients wait in the outbox");
      worker.start(intervalMs);
    },
    /** Waits for the delivery being sent; the mailer stays open for its owner to close. */
    stop: worker.stop,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
